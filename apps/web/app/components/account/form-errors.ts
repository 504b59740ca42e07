import type { FormInstance } from 'antd';
import { fieldMessagesOf } from '../../lib/api/errors';

/**
 * Puts the server's per-field messages (`obj.fields` of a code 400/409 answer) under the form's
 * fields, so the member still sees where the problem is after the toast has gone. `rename` maps a
 * server field to the form's name for it.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  rename: Record<string, string> = {},
) {
  const fields = fieldMessagesOf(error);
  if (!fields) return;
  form.setFields(
    Object.entries(fields).map(([name, message]) => ({ name: rename[name] ?? name, errors: [message] })),
  );
}
