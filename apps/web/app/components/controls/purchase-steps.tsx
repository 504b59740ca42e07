const STEPS = ['我的采购单', '核对订单信息', '订单支付', '完成'] as const;

/**
 * 我的采购单 → 核对订单信息 → 订单支付 → 完成 (SPEC §2), with the page's own step marked: /cart 0,
 * /order 1, /pay 2 (3 once paid). Plain HTML like the registration steps (the `.lm-steps` styles in
 * components/account/account.css, which the page imports); on a phone the four fold to two lines.
 */
export function PurchaseSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className="lm-steps lm-purchase-steps" aria-label="购买步骤">
      {STEPS.map((label, index) => {
        const state =
          index < current || (current === 3 && index === 3) ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`lm-steps__item lm-steps__item--${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="lm-steps__index" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="lm-steps__label">{label}</span>
            {state === 'done' ? <span className="lm-sr-only">（已完成）</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
