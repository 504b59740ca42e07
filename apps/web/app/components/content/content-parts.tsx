import { Link } from 'react-router';
import { type Crumb, inlineJson } from './json-ld';
import { contentMessages as t } from './messages';

/** 当前位置: 首页 › … › this page. `to` on every crumb but the last. */
export function Crumbs({ trail }: { trail: { name: string; to?: string }[] }) {
  return (
    <nav className="lm-crumbs" aria-label={t.crumbs}>
      <ol>
        <li>
          <Link to="/">{t.home}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={`${crumb.name}:${crumb.to ?? ''}`}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The absolute crumbs of JSON-LD for the same trail. */
export function jsonLdCrumbs(origin: string, trail: { name: string; to?: string }[]): Crumb[] {
  return [
    { name: t.home, url: `${origin}/` },
    ...trail.map((c) => (c.to ? { name: c.name, url: `${origin}${c.to}` } : { name: c.name })),
  ];
}

export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (inlineJson)
      dangerouslySetInnerHTML={{ __html: inlineJson(data) }}
    />
  );
}

/** Rich text the API sanitised (content/rich-text.ts): headings, lists, tables, links, our images. */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className="lm-content__body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises every body on save and on output
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A side menu of sibling pages (categories, about pages); the current one marked. */
export function SideMenu({
  label,
  entries,
}: {
  label: string;
  entries: { key: string; name: string; to: string; current: boolean }[];
}) {
  return (
    <nav className="lm-content__side" aria-label={label}>
      <h2 className="lm-content__side-title">{label}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} aria-current={entry.current ? 'page' : undefined}>
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Positive integer ids as the API takes them; anything else cannot exist. */
export const CONTENT_ID = /^[1-9]\d{0,14}$/;
