import { Code } from '@labmall/protocol';
import { consoleMeta } from '../../components/admin/console-meta';
import { GroupForm } from '../../components/admin/content/group-form';
import { emptyText } from '../../components/admin/empty-text';
import { Popconfirm, Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/home-groups';

export async function loader({ context }: Route.LoaderArgs) {
  const client = context.get(apiContext);
  const [groups, categories] = await Promise.all([
    client.getEnvelope('/admin/home/groups', {}),
    client.getEnvelope('/product_type/options', {}),
  ]);
  if (groups.code !== Code.OK) refused(groups.code);
  const tops = categories.code === Code.OK ? categories.obj.filter((c) => c.pid === 0) : [];
  return { list: groups.obj, tops };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('商品分组', matches[0].loaderData?.shopName);

function Ungroup({ id, name }: { id: number; name: string }) {
  const { busy, run } = useWrite();
  return (
    <Popconfirm
      title={`取消商品分组「${name}」？`}
      description="分类本身和其中的商品都保留，只是不再出现在首页和页头的全部商品分类中。"
      okText="取消分组"
      cancelText="保留"
      onConfirm={() =>
        run(
          () => api.post('/admin/home/group/delete', { product_type_id: id }),
          `「${name}」已不再是商品分组`,
        )
      }
    >
      <button type="button" className="lm-console__link-button" disabled={busy}>
        取消分组
      </button>
    </Popconfirm>
  );
}

export default function HomeGroupsPage({ loaderData }: Route.ComponentProps) {
  const { list, tops } = loaderData;
  const edit = useMay()('catalogue.edit');
  const grouped = new Set(list.map((g) => g.product_type_id));
  return (
    <section className="lm-console__panel" aria-labelledby="groups-title">
      <h2 id="groups-title">商品分组</h2>
      <p>商品分组是一级分类：按排序出现在首页轮播图旁和页头的「全部商品分类」中，悬停展开其下级分类。</p>
      <div className="lm-console__filters">
        {edit ? <GroupForm choices={tops.filter((c) => !grouped.has(c.id))} /> : null}
      </div>
      <Table
        rowKey="product_type_id"
        dataSource={list}
        pagination={false}
        locale={emptyText(edit ? '暂无商品分组，点「添加商品分组」从一级分类中选择' : '暂无商品分组')}
        columns={[
          { title: '分组（一级分类）', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              edit ? (
                <span className="lm-console__row-actions">
                  <GroupForm row={row} choices={[]} />
                  <Ungroup id={row.product_type_id} name={row.name} />
                </span>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
