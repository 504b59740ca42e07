import { resolveLink } from '@labmall/rules';
import { Input } from '../kit';
import { type LinkValue, linkChoices, paramsFor } from './link-choices';

/** Picks a business link (type and its id); shows where it leads on the storefront. */
export function LinkPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: LinkValue;
  onChange: (v: LinkValue) => void;
}) {
  const choice = linkChoices.find((c) => c.type === value.type);
  const set = (params: Record<string, string | number>) =>
    onChange({ type: value.type, params: paramsFor(value.type, { ...value.params, ...params }) });
  return (
    <fieldset className="lm-console__checks">
      <legend>链接</legend>
      <label>
        类型{' '}
        <select
          value={value.type}
          onChange={(e) =>
            onChange({
              type: Number(e.target.value),
              params: paramsFor(Number(e.target.value), value.params),
            })
          }
        >
          {linkChoices.map((c) => (
            <option key={c.type} value={c.type}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      {choice?.param ? (
        <div className="lm-console__field">
          <label htmlFor={`${id}-param`}>{choice.paramLabel}</label>
          <Input
            id={`${id}-param`}
            inputMode="numeric"
            value={String(value.params[choice.param] ?? '')}
            onChange={(e) => set({ [choice.param!]: e.target.value.replace(/\D/g, '') })}
          />
        </div>
      ) : null}
      {value.type === 7 ? (
        <>
          <div className="lm-console__field">
            <label htmlFor={`${id}-type`}>分类编号（可空）</label>
            <Input
              id={`${id}-type`}
              inputMode="numeric"
              value={String(value.params.product_type_id ?? '')}
              onChange={(e) => set({ product_type_id: e.target.value.replace(/\D/g, '') })}
            />
          </div>
          <div className="lm-console__field">
            <label htmlFor={`${id}-keyword`}>关键词（可空）</label>
            <Input
              id={`${id}-keyword`}
              value={String(value.params.keyword ?? '')}
              maxLength={100}
              onChange={(e) =>
                onChange({ type: value.type, params: { ...value.params, keyword: e.target.value } })
              }
            />
          </div>
        </>
      ) : null}
      <p>
        前台地址：<code>{resolveLink(value.type, value.params as never)}</code>
      </p>
    </fieldset>
  );
}
