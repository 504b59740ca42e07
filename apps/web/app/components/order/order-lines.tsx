import type { PostAnswer } from '@labmall/contract';
import { displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { ActivityNote, ActivityUnitPrice, LineSaving } from '../sales/activity-line';

export type OrderPreview = PostAnswer<'/order/preview'>;
type Line = OrderPreview['lines'][number];

const CONTROLLED_NAMES: Record<string, string> = {
  hazardous: '危险化学品',
  'precursor-1': '易制毒第一类',
  'precursor-2': '易制毒第二类',
  'precursor-3': '易制毒第三类',
  'explosive-precursor': '易制爆',
  'highly-toxic': '剧毒',
};

function LineRow({ line }: { line: Line }) {
  return (
    <tr className={line.problem ? 'lm-order-lines__row--problem' : undefined}>
      <td className="lm-order-lines__product">
        <Link to={`/item/${line.product_id}`}>{line.name}</Link>
        <span className="lm-order-lines__meta">
          {line.brand_name}
          {line.spec ? ` · ${line.spec}` : ''}
        </span>
        {line.controlled.length > 0 ? (
          <span className="lm-order-lines__tags">
            {line.controlled.map((code) => (
              <span key={code} className="lm-order-tag">
                {CONTROLLED_NAMES[code] ?? code}
              </span>
            ))}
          </span>
        ) : null}
        <ActivityNote activity={line.activity} />
        {line.problem ? (
          <span className="lm-order-lines__problem" role="alert">
            {line.problem}
          </span>
        ) : null}
      </td>
      <td data-label="货号">{line.sku}</td>
      <td data-label="包装">{line.pack}</td>
      <td data-label="单价" className="lm-order-lines__money">
        <span>
          <ActivityUnitPrice price={line.unit_price} listPrice={line.list_price} />
          <LineSaving line={line} />
        </span>
      </td>
      <td data-label="数量" className="lm-order-lines__num">
        {line.quantity}
      </td>
      <td data-label="小计" className="lm-order-lines__money">
        {displayYuan(line.subtotal)}
      </td>
    </tr>
  );
}

/** The lines as they would be sold now, each with its problem (下架, 库存不足, 数量规则) if any. */
export function OrderLines({ lines }: { lines: OrderPreview['lines'] }) {
  return (
    <table className="lm-order-lines">
      <caption className="lm-sr-only">订单货品</caption>
      <thead>
        <tr>
          <th scope="col">商品</th>
          <th scope="col">货号</th>
          <th scope="col">包装</th>
          <th scope="col">单价</th>
          <th scope="col">数量</th>
          <th scope="col">小计</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <LineRow key={line.sku_id} line={line} />
        ))}
      </tbody>
    </table>
  );
}

/** 商品金额, 运费 (with why), 优惠, 应付金额: the server's figures, formatted. */
export function OrderAmounts({ amounts }: { amounts: OrderPreview['amounts'] }) {
  return (
    <dl className="lm-order-amounts">
      <div>
        <dt>商品金额</dt>
        <dd>{displayYuan(amounts.goods)}</dd>
      </div>
      <div>
        <dt>运费{amounts.freight_note ? <small>（{amounts.freight_note}）</small> : null}</dt>
        <dd>{displayYuan(amounts.freight)}</dd>
      </div>
      <div>
        <dt>优惠</dt>
        <dd>-{displayYuan(amounts.discount)}</dd>
      </div>
      <div className="lm-order-amounts__payable">
        <dt>应付金额</dt>
        <dd data-testid="order-payable">{displayYuan(amounts.payable)}</dd>
      </div>
    </dl>
  );
}

/** What a controlled line still needs, each with where to provide it. */
export function ComplianceNotice({ compliance }: { compliance: OrderPreview['compliance'] }) {
  if (compliance.ok) return null;
  return (
    <section className="lm-order-compliance" aria-labelledby="order-compliance-title">
      <h2 id="order-compliance-title">购买管控化学品需先补全资质</h2>
      <ul>
        {compliance.missing.map((missing) => (
          <li key={missing.code}>
            {missing.message} <Link to={missing.link}>去补全</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
