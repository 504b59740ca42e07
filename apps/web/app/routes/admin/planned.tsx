import { Link, useLocation } from 'react-router';
import { entryOf } from '../../components/admin/console-menu';
import { Result } from '../../components/admin/kit';

/** A console path of no built page: a menu entry still to come says so; anything else is 页面不存在. */
export default function PlannedPage() {
  const entry = entryOf(useLocation().pathname);
  const planned = entry?.planned === true;
  return (
    <Result
      status={planned ? 'info' : '404'}
      title={planned ? `${entry.label}：即将上线` : '页面不存在'}
      subTitle={planned ? '该功能正在建设中，敬请期待。' : '您访问的后台页面不存在。'}
      extra={<Link to="/admin">返回工作台</Link>}
    />
  );
}
