import type { SysConfig } from '../../lib/frame/types';
import { messages } from '../../messages';
import { FrameLink, safeHref } from './frame-link';

const t = messages.footer;

/** Selling points, bottom navigation, QR codes and copyright: all from the merchant's `/sys/config`. */
export function SiteFooter({ config, shopName }: { config: SysConfig; shopName: string }) {
  const points = (config.pc_selling_points ?? []).slice(0, 3);
  const columns = config.pc_bottom_nav ?? [];
  const codes = (config.qr_codes ?? []).filter((code) => safeHref(code.image));
  return (
    <footer className="lm-site-footer">
      {points.length > 0 && (
        <div className="lm-promise">
          <ul className="lm-container lm-promise__list" aria-label={t.sellingPoints}>
            {points.map((point, index) => (
              <li key={point.title} className="lm-promise__item">
                <span className="lm-promise__badge" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <strong className="lm-promise__title">{point.title}</strong>
                  <span className="lm-promise__desc">{point.desc}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="lm-container lm-footer-main">
        {columns.length > 0 && (
          <nav className="lm-footer-nav" aria-label={t.bottomNav}>
            {columns.map((column) => (
              <div key={column.title} className="lm-footer-nav__column">
                <p className="lm-footer-nav__title">{column.title}</p>
                <ul>
                  {column.list.map((item) => {
                    const href = safeHref(item.url);
                    return (
                      href && (
                        <li key={`${item.name}-${item.url}`}>
                          <FrameLink href={href}>{item.name}</FrameLink>
                        </li>
                      )
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
        )}
        {codes.length > 0 && (
          <section className="lm-qr-codes" aria-label={t.qrCodes}>
            {codes.map((code) => (
              <figure key={code.name} className="lm-qr">
                <img src={code.image} alt={t.qrAlt(code.name)} width={104} height={104} loading="lazy" />
                <figcaption>{code.name}</figcaption>
              </figure>
            ))}
          </section>
        )}
      </div>
      <div className="lm-copyright">
        <p className="lm-container">{config.pc_copyright_info || shopName}</p>
      </div>
    </footer>
  );
}
