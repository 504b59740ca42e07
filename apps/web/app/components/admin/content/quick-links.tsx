import { LinkType } from '@labmall/rules';
import { Button, Input } from '../kit';
import { type LinkValue, paramsFor } from './link-choices';
import { LinkPicker } from './link-picker';

export interface QuickLink {
  name: string;
  link: LinkValue;
}

/** What the API takes: each link keeping only its own type's params. */
export const quickLinksPayload = (links: readonly QuickLink[]) =>
  links.map((l) => ({
    name: l.name,
    link: { type: l.link.type, params: paramsFor(l.link.type, l.link.params) },
  }));

/** A list of named links (a floor's quick links, a menu entry's sub-links), each through the link picker. */
export function QuickLinks({
  id,
  legend,
  value,
  onChange,
  max,
}: {
  id: string;
  legend: string;
  value: readonly QuickLink[];
  onChange: (next: QuickLink[]) => void;
  max: number;
}) {
  const set = (index: number, change: Partial<QuickLink>) =>
    onChange(value.map((l, i) => (i === index ? { ...l, ...change } : l)));
  return (
    <fieldset className="lm-console__checks">
      <legend>
        {legend}（最多 {max} 个）
      </legend>
      {value.length === 0 ? <p className="lm-console__empty">暂无</p> : null}
      {value.map((l, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: unsaved rows have no id; their place is their identity
        <div key={index} className="lm-console__modal-form">
          <div className="lm-console__field">
            <label htmlFor={`${id}-${index}`}>名称</label>
            <Input
              id={`${id}-${index}`}
              value={l.name}
              maxLength={20}
              onChange={(e) => set(index, { name: e.target.value })}
            />
          </div>
          <LinkPicker id={`${id}-${index}-to`} value={l.link} onChange={(link) => set(index, { link })} />
          <Button onClick={() => onChange(value.filter((_, i) => i !== index))}>
            移除「{l.name || '未命名'}」
          </Button>
        </div>
      ))}
      <Button
        disabled={value.length >= max}
        onClick={() => onChange([...value, { name: '', link: { type: LinkType.ProductList, params: {} } }])}
      >
        添加链接
      </Button>
    </fieldset>
  );
}
