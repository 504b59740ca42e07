import { messages } from '@labmall/rules';
import { describe, expect, it } from 'vitest';
import { formFailureText } from './form-failure';

describe('formFailureText', () => {
  it('when a field failed with a message, then the toast says it', () => {
    expect(formFailureText([{ errors: ['请输入手机号'] }, { errors: ['请输入密码'] }])).toBe('请输入手机号');
  });

  it('when the first failing field has no text, then the next one with text is used', () => {
    expect(formFailureText([{ errors: [''] }, { errors: ['请输入密码'] }])).toBe('请输入密码');
  });

  it('when no rule gave a message, then the default form failure text shows', () => {
    expect(formFailureText([])).toBe('提交数据有误，请检查后重试');
    expect(formFailureText([{ errors: [] }])).toBe(messages.FORM_FAILURE);
  });
});
