import { Code } from '@labmall/protocol';
import { consoleMeta } from '../../components/admin/console-meta';
import { ConfigForm, configLabels } from '../../components/admin/content/config-form';
import { emptyText } from '../../components/admin/empty-text';
import { Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/settings';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/sys/config', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return { list: answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('系统配置', matches[0].loaderData?.shopName);

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (!text) return '（空）';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="lm-console__panel" aria-labelledby="settings-title">
      <h2 id="settings-title">系统配置</h2>
      <p>页脚、备案与客服入口：保存后前台页面随即更新。银行账户与客服时间暂无接口，尚不能在此设置。</p>
      <Table
        rowKey="key"
        dataSource={loaderData.list}
        pagination={false}
        scroll={{ x: 700 }}
        locale={emptyText('暂无配置项')}
        columns={[
          { title: '配置项', dataIndex: 'key', render: (key: string) => configLabels[key]?.label ?? key },
          { title: '当前值', dataIndex: 'value', render: (value: unknown) => <code>{shown(value)}</code> },
          { title: '来源', dataIndex: 'configured', render: (set: boolean) => (set ? '已设置' : '默认值') },
          { title: '操作', key: 'actions', render: (_, entry) => <ConfigForm entry={entry} /> },
        ]}
      />
    </section>
  );
}
