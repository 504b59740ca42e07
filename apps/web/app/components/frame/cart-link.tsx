import { Link } from 'react-router';
import { messages } from '../../messages';
import { Icon } from './icons';

const t = messages.header;

/** 我的采购单 with the number of goods in it (0 for visitors; the root loader asks the server). */
export function CartLink({ count }: { count: number }) {
  return (
    <Link to="/cart" className="lm-cart">
      <Icon name="cart" />
      <span className="lm-cart__name">{t.cart}</span>
      <span className="lm-cart__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="lm-sr-only">{t.cartCount(count)}</span>
    </Link>
  );
}
