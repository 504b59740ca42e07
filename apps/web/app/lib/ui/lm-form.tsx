import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { toastError } from './feedback';
import { formFailureText } from './form-failure';

/**
 * Every storefront form (antd Form, in an AntdScope): a submission its rules refuse shows the inline
 * messages under the fields and a toast (SPEC §5, §8), here once rather than in each form. A form's
 * own `onFinishFailed` still runs after the toast. A refusal from the server is toasted by the API
 * client (lib/api/browser.ts); `showServerFieldErrors` puts its fields' messages inline.
 */
export function LmForm<Values = Record<string, unknown>>({
  onFinishFailed,
  children,
  ...props
}: Omit<FormProps<Values>, 'children'> & { children?: ReactNode }) {
  return (
    <Form<Values>
      {...props}
      onFinishFailed={(info) => {
        toastError(formFailureText(info.errorFields));
        onFinishFailed?.(info);
      }}
    >
      {children}
    </Form>
  );
}
