import type { GetAnswer } from '@labmall/contract';
import { displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { ProductPicture } from '../catalogue/product-picture';
import { ActivityUnitPrice, LineSaving } from '../sales/activity-line';
import { orderMessages as t } from './order-messages';

type Line = GetAnswer<'/user/order/detail'>['lines'][number];

/**
 * The lines as they were sold (snapshot names, 货号, packs, prices), a table that stacks on phones; each
 * product with its picture as it is now (ADR 0062), as the 采购单 shows it.
 */
export function OrderLines({ lines, orderNumber }: { lines: Line[]; orderNumber: string }) {
  const c = t.columns;
  return (
    <table className="lm-order-lines">
      <thead>
        <tr>
          <th scope="col">{c.product}</th>
          <th scope="col">{c.sku}</th>
          <th scope="col">{c.pack}</th>
          <th scope="col" className="lm-order-lines__num">
            {c.price}
          </th>
          <th scope="col" className="lm-order-lines__num">
            {c.quantity}
          </th>
          <th scope="col" className="lm-order-lines__num">
            {c.subtotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.line_id}>
            <td data-label={c.product}>
              <span className="lm-order-lines__what">
                {line.product_id !== null && (
                  <ProductPicture
                    src={line.picture}
                    name={line.name}
                    width={64}
                    height={47}
                    className="lm-order-lines__picture"
                  />
                )}
                <span>
                  <Link
                    to={line.points_item_id ? `/points/${line.points_item_id}` : `/item/${line.product_id}`}
                  >
                    {line.name}
                  </Link>
                  <span className="lm-order-lines__sub">
                    {[line.brand_name, line.grade, line.cas ? `CAS ${line.cas}` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </span>
            </td>
            <td data-label={c.sku}>
              {line.sku}
              {line.lot ? <LineLot line={line} orderNumber={orderNumber} /> : null}
            </td>
            <td data-label={c.pack}>{[line.spec, line.pack].filter(Boolean).join(' / ')}</td>
            <td data-label={c.price} className="lm-order-lines__num">
              {line.points_item_id ? (
                `${line.points_price} 积分`
              ) : (
                <span>
                  <ActivityUnitPrice price={line.unit_price} listPrice={line.list_price} />
                  <LineSaving line={line} />
                </span>
              )}
            </td>
            <td data-label={c.quantity} className="lm-order-lines__num">
              {line.quantity}
            </td>
            <td data-label={c.subtotal} className="lm-order-lines__num">
              {line.points_item_id ? `${line.points_price * line.quantity} 积分` : displayYuan(line.subtotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 批号 the line was shipped from and, when the store keeps its certificate, 下载 COA: a link to the
 * member's own route (user/order.coa.ts) that checks the order before redirecting to the file.
 */
function LineLot({ line, orderNumber }: { line: Line; orderNumber: string }) {
  return (
    <span className="lm-order-lines__sub">
      {t.lot} {line.lot}
      {line.coa ? (
        <>
          {' · '}
          <a href={`/user/order/${orderNumber}/coa/${line.line_id}`} title={t.coaTitle(line.lot)}>
            {t.coa}
          </a>
        </>
      ) : null}
    </span>
  );
}
