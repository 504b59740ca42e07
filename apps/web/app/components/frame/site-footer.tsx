import type { SysConfig } from '../../lib/frame/types';
import { messages } from '../../messages';
import { FrameLink, safeHref } from './frame-link';

const t = messages.footer;

/** MIIT's filing lookup, where an ICP number is checked. */
export const ICP_URL = 'https://beian.miit.gov.cn/';
/** The public-security filing lookup; it takes the record's digits (the site serves plain HTTP). */
export const policeRecordUrl = (code: string) =>
  `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${encodeURIComponent(code)}`;

/**
 * The filings every site operating in mainland China shows at the foot of each page: the ICP number
 * linked to MIIT's lookup and the 公安备案 number linked to its record (both from system configuration).
 */
export function FilingLinks({ icp, police }: { icp?: string; police?: { text: string; code: string } }) {
  const policeCode = police?.code && /^\d+$/.test(police.code) ? police.code : '';
  if (!icp && !policeCode) return null;
  return (
    <p className="lm-container lm-filings">
      {icp && (
        <a href={ICP_URL} target="_blank" rel="noopener noreferrer">
          {icp}
        </a>
      )}
      {policeCode && (
        <a href={policeRecordUrl(policeCode)} target="_blank" rel="noopener noreferrer">
          {police?.text || policeCode}
        </a>
      )}
    </p>
  );
}

/**
 * Selling points, bottom navigation, QR codes, copyright and customer-service hours: all from the
 * merchant's `/sys/config`.
 */
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
        {config.customer_service_hours ? (
          <p className="lm-container">{t.serviceHours(config.customer_service_hours)}</p>
        ) : null}
        <FilingLinks icp={config.pc_icp_record} police={config.pc_police_record} />
      </div>
    </footer>
  );
}
