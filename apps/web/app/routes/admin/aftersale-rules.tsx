import { Code } from '@labmall/protocol';
import { Link } from 'react-router';
import { RuleForm, type RuleRow } from '../../components/admin/aftersales/rule-form';
import { consoleMeta } from '../../components/admin/console-meta';
import { DeleteButton } from '../../components/admin/content/delete-button';
import { emptyText } from '../../components/admin/empty-text';
import { Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/aftersale-rules';

export async function loader({ context }: Route.LoaderArgs) {
  const client = context.get(apiContext);
  const [rules, categories] = await Promise.all([
    client.getEnvelope('/admin/aftersales/rules', {}),
    client.getEnvelope('/product_type/options', {}),
  ]);
  if (rules.code !== Code.OK) refused(rules.code);
  return { list: rules.obj.list, categories: categories.code === Code.OK ? categories.obj : [] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('退换货规则', matches[0].loaderData?.shopName);

/** 退换货规则: what may be sent back, per category or product, and for how long after receipt. */
export default function AftersaleRulesPage({ loaderData }: Route.ComponentProps) {
  const { list, categories } = loaderData;
  const may = useMay();
  return (
    <section className="lm-console__panel" aria-labelledby="rules-title">
      <h2 id="rules-title">退换货规则</h2>
      <p className="lm-console__hint">
        未设规则时：管制类、冷链（2–8 ℃、−20 ℃ 等）商品不可退换，签收后 7
        天内可申请，不收手续费。商品的规则优先于分类的，近的分类优先于远的。不可退换的商品仍可申请仅退款（如少发）。
      </p>
      {may('orders.aftersale') ? (
        <p>
          <Link to="/admin/aftersales">售后管理</Link>
        </p>
      ) : null}
      <div className="lm-console__filters">
        <RuleForm categories={categories} />
      </div>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 800 }}
        pagination={false}
        locale={emptyText('暂无规则，按默认规则处理')}
        columns={[
          {
            title: '范围',
            dataIndex: 'scope',
            render: (scope: RuleRow['scope']) => (scope === 'category' ? '分类' : '商品'),
          },
          { title: '分类或商品', dataIndex: 'target_name' },
          {
            title: '可退换',
            dataIndex: 'returnable',
            render: (returnable: boolean) => (returnable ? '可退换' : '不可退换'),
          },
          { title: '期限', dataIndex: 'days', render: (days: number) => `签收后 ${days} 天` },
          { title: '手续费', dataIndex: 'restocking_percent', render: (p: number) => `${p}%` },
          { title: '说明', dataIndex: 'note', render: (note: string) => note || '—' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row: RuleRow) => (
              <span className="lm-console__row-actions">
                <RuleForm row={row} categories={categories} />
                <DeleteButton
                  what={`「${row.target_name}」的规则`}
                  remove={() => api.post('/admin/aftersales/rules/delete', { id: row.id })}
                />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
