import { Link } from 'react-router';
import './licences.css';

/** One thing a member still lacks to buy a controlled product, as the server lists it. */
export interface MissingQualification {
  code: string;
  message: string;
  link: string;
}

/** The link's words: the verification step, or the documents section of the same page. */
const linkText = (m: MissingQualification) => (m.code === 'verification' ? '去实名认证' : '去上传资质证照');

/**
 * Everything standing between a member and a controlled product, each with where to provide it: the
 * item page, a 采购单 line and a quick-order line show the same list (the server's `missing`).
 */
export function MissingQualifications({
  missing,
  label,
}: {
  missing: readonly MissingQualification[];
  label?: string;
}) {
  if (missing.length === 0) return null;
  return (
    <ul className="lm-missing" aria-label={label} data-testid="missing-qualifications">
      {missing.map((m) => (
        <li key={m.code} data-code={m.code}>
          <span>{m.message}</span> <Link to={m.link}>{linkText(m)}</Link>
        </li>
      ))}
    </ul>
  );
}
