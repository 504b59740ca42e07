import type { Operator } from './console-menu';
import { Button, Layout, Result } from './kit';

/** The console's top bar: the page's name, who is signed in and a way back to the shop. */
export function ConsoleHeader({ title, operator }: { title: string; operator: Operator | null }) {
  return (
    // antd paints the header dark; the console's is light, so its dark text reads (axe: colour contrast).
    <Layout.Header className="lm-console__header" style={{ background: '#fff' }}>
      <h1>{title}</h1>
      <div className="lm-console__who">
        {operator ? (
          <span>
            {operator.name}
            {operator.roles.length ? `（${operator.roles.join('、')}）` : ''}
          </span>
        ) : null}
        <a href="/">返回商城</a>
      </div>
    </Layout.Header>
  );
}

/** 无权访问: signed in, but not as an operator, or without this page's permission. */
export function Forbidden() {
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="您没有访问此页面的权限，如需开通请联系管理员。"
      extra={
        <Button type="primary" href="/admin">
          返回工作台
        </Button>
      }
    />
  );
}
