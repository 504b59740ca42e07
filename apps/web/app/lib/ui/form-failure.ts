import { messages } from '@labmall/rules';

/** What antd hands `onFinishFailed`: each failing field with its messages, in the form's order. */
export interface FailedField {
  errors: readonly string[];
}

/**
 * The toast for a submission the form's own rules refused (SPEC §5, §8): the first failing field's
 * message, which says what to fix, or 提交数据有误，请检查后重试 when no rule gave one. The inline
 * messages stay under their fields; the toast says the submission did not go.
 */
export function formFailureText(errorFields: readonly FailedField[]): string {
  for (const field of errorFields) {
    const text = field.errors.find((error) => error.trim() !== '');
    if (text) return text;
  }
  return messages.FORM_FAILURE;
}
