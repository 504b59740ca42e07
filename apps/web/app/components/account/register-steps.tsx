import './account.css';

const STEPS = ['验证手机', '填写账户信息', '注册成功'] as const;

/**
 * 验证手机 → 填写账户信息 → 注册成功 (SPEC §2). Plain HTML: the success page needs no antd, and an
 * ordered list with aria-current says the same to a screen reader as the picture does to the eye.
 */
export function RegisterSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="lm-steps" aria-label="注册步骤">
      {STEPS.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`lm-steps__item lm-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
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
