import { Input, type InputProps } from 'antd';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { numberText, settledNumber, typedNumber } from '../../lib/hooks/number-input';

export interface NumberInputProps
  extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** Controlled value (antd Form passes it): a number, its text, or nothing. */
  value?: string | number | null;
  defaultValue?: string | number | null;
  /** The cleaned text ('' when empty). Forms that want a number convert it in their submit handler. */
  onChange?: (value: string) => void;
  /** Digits allowed after the point: 0 (whole numbers) by default. */
  decimals?: number;
  min?: number;
  max?: number;
}

/**
 * A text box for quantities and amounts (SPEC §5): strips non-numeric characters, limits decimals and
 * clamps to max as you type, and clamps to min as well when it loses focus (so typing "5" on the way
 * to "50" is not forced up to a minimum of 10). Works as a controlled input inside antd `Form.Item`,
 * or on its own. A text input rather than antd InputNumber, whose spinner and own parsing differ from
 * the shop's rules.
 */
export function NumberInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  decimals = 0,
  min,
  max,
  ...rest
}: NumberInputProps) {
  const [inner, setInner] = useState(() => numberText(defaultValue));
  const controlled = value !== undefined;
  const text = controlled ? numberText(value) : inner;
  const options = { decimals, min, max };

  const commit = (next: string) => {
    if (!controlled) setInner(next);
    if (next !== text) onChange?.(next);
  };

  return (
    <Input
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => commit(typedNumber(event.target.value, options))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit(settledNumber(text, options));
        onBlur?.(event);
      }}
    />
  );
}
