import { Code } from '@labmall/protocol';
import { consoleMeta } from '../../components/admin/console-meta';
import { ConfigForm, configLabels, shownValue } from '../../components/admin/content/config-form';
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

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="lm-console__panel" aria-labelledby="settings-title">
      <h2 id="settings-title">系统配置</h2>
      <p>
        页脚、备案、客服入口与客服时间：保存后前台页面随即更新。对公转账收款账户：会员的付款页与账期对账单随即显示新账户；未设置时为服务器配置的账户。
      </p>
      <Table
        rowKey="key"
        dataSource={loaderData.list}
        pagination={false}
        scroll={{ x: 700 }}
        locale={emptyText('暂无配置项')}
        columns={[
          { title: '配置项', dataIndex: 'key', render: (key: string) => configLabels[key]?.label ?? key },
          {
            title: '当前值',
            dataIndex: 'value',
            render: (value: unknown, entry) => <code>{shownValue(entry.key, value)}</code>,
          },
          { title: '来源', dataIndex: 'configured', render: (set: boolean) => (set ? '已设置' : '默认值') },
          { title: '操作', key: 'actions', render: (_, entry) => <ConfigForm entry={entry} /> },
        ]}
      />
    </section>
  );
}
