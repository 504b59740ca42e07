import { displayYuan } from '@labmall/rules';
import { Link, useLocation } from 'react-router';
import { loginRedirect } from '../../lib/guard';
import { messages } from '../../messages';

const t = messages.catalogue;

/** 登录询价: to the login page, which sends the visitor back to this very page (query included). */
export function LoginForPrice() {
  const { pathname, search } = useLocation();
  return (
    <Link to={loginRedirect(pathname, new URLSearchParams(search))} className="lm-price lm-price--login">
      {t.loginForPrice}
    </Link>
  );
}

/**
 * A member's price, or 登录询价 for a visitor. The server never sends a visitor a price, so `member`
 * only decides between 登录询价 and 暂无报价 (a member looking at a product with nothing on sale).
 */
export function PriceTag({
  price,
  member,
  from = false,
}: {
  price?: string | null;
  member: boolean;
  from?: boolean;
}) {
  if (!member) return <LoginForPrice />;
  if (!price) return <span className="lm-price lm-price--none">{t.noPrice}</span>;
  return (
    <span className="lm-price">
      {displayYuan(price)}
      {from && <span className="lm-price__from">{t.priceFrom}</span>}
    </span>
  );
}
