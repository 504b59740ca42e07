import sanitizeHtml from 'sanitize-html';

/**
 * The rich text of articles, solutions, FAQ answers and about pages as a page may render it:
 * headings, paragraphs, emphasis, lists, tables, quotes, links and our own images. No scripts, no
 * styles, no event handlers (`onerror`…), no frames, no `javascript:` or `data:` links. Run when an
 * operator saves and again on every read, so a row written by any other path (an import, an old row,
 * a direct SQL fix) cannot reach a page unsanitised.
 */
export interface RichTextOptions {
  /** Origins besides our own whose images may appear (the object storage's public endpoint). */
  imageOrigins?: readonly string[];
}

/** `/uploads/a.png` is ours; `//evil.example/a.png` is not (protocol-relative). */
function isOwnPath(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\');
}

function imageAllowed(src: string | undefined, origins: readonly string[]): boolean {
  if (!src) return false;
  if (isOwnPath(src)) return true;
  try {
    return origins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  const origins = options.imageOrigins ?? [];
  return sanitizeHtml(html, {
    allowedTags: [
      ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span'],
      ...['blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
      ...[
        'table',
        'caption',
        'thead',
        'tbody',
        'tfoot',
        'tr',
        'th',
        'td',
        'a',
        'img',
        'figure',
        'figcaption',
      ],
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    // Links: web, mail and phone; relative links stay (they are ours). Images: see exclusiveFilter.
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // The page's title is its only h1.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const own = isOwnPath(href) || href.startsWith('#');
        const kept: Record<string, string> = { href };
        if (attribs.title) kept.title = attribs.title;
        // Another site's page opens apart from ours and gets neither our referrer nor a ranking vote.
        if (!own) Object.assign(kept, { rel: 'nofollow noopener noreferrer', target: '_blank' });
        return { tagName, attribs: kept };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !imageAllowed(frame.attribs.src, origins),
  });
}

/** Plain text of rich text (meta descriptions, JSON-LD), white space collapsed, at most `max` characters. */
export function plainText(html: string, max: number): string {
  // A space where a block ends, so the words of two paragraphs do not run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|tr|div|blockquote)>|<br\s*\/?>/gi, ' $&');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
