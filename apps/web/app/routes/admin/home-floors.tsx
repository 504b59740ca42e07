import { Code } from '@labmall/protocol';
import { displayYuan } from '@labmall/rules';
import { consoleMeta } from '../../components/admin/console-meta';
import { DeleteButton } from '../../components/admin/content/delete-button';
import { FloorForm, type FloorRow } from '../../components/admin/content/floor-form';
import { FloorVisibleSwitch } from '../../components/admin/content/floor-visible-switch';
import { emptyText } from '../../components/admin/empty-text';
import { Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/home-floors';

export async function loader({ context }: Route.LoaderArgs) {
  const client = context.get(apiContext);
  const [floors, categories] = await Promise.all([
    client.getEnvelope('/admin/home/floors', {}),
    client.getEnvelope('/product_type/options', {}),
  ]);
  if (floors.code !== Code.OK) refused(floors.code);
  return { list: floors.obj, categories: categories.code === Code.OK ? categories.obj : [] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('首页楼层', matches[0].loaderData?.shopName);

export default function HomeFloorsPage({ loaderData }: Route.ComponentProps) {
  const { list, categories } = loaderData;
  const may = useMay();
  const edit = may('catalogue.edit');
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.option ?? `分类 ${id}（已隐藏）`;
  return (
    <section className="lm-console__panel" aria-labelledby="floors-title">
      <h2 id="floors-title">首页楼层</h2>
      <p>
        {'首页按排序逐层展示：楼层名称链接到对应分类，旁边是快捷链接，下面是推荐商品。' +
          '隐藏的楼层不在首页展示，其推荐商品与快捷链接保留，可随时重新显示。'}
      </p>
      <div className="lm-console__filters">
        {edit ? <FloorForm categories={categories} /> : null}
        <a href="/" target="_blank" rel="noreferrer">
          打开首页查看
        </a>
      </div>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 900 }}
        pagination={false}
        locale={emptyText(edit ? '暂无楼层，点「新建楼层」添加' : '暂无楼层')}
        columns={[
          {
            title: '楼层',
            dataIndex: 'title',
            render: (title: string, row: FloorRow) => (
              <>
                {title}
                {row.subtitle ? <small className="lm-console__empty"> {row.subtitle}</small> : null}
              </>
            ),
          },
          {
            title: '对应分类',
            key: 'category',
            width: 110,
            render: (_, row) => categoryName(row.product_type_id),
          },
          {
            title: '推荐商品',
            key: 'products',
            render: (_, row) =>
              row.products.length === 0
                ? '无'
                : row.products
                    .map((p) => `${p.name}${p.min_price === null ? '' : ` ${displayYuan(p.min_price)}`}`)
                    .join('、'),
          },
          {
            title: '快捷链接',
            key: 'links',
            render: (_, row) => row.links.map((l) => l.name).join('、') || '无',
          },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '首页',
            key: 'visible',
            width: 90,
            render: (_, row) => (
              <FloorVisibleSwitch id={row.id} title={row.title} visible={row.visible} edit={edit} />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              edit ? (
                <span className="lm-console__row-actions">
                  <FloorForm row={row} categories={categories} />
                  <DeleteButton
                    what={`楼层「${row.title}」`}
                    remove={() => api.post('/admin/home/floor/delete', { id: row.id })}
                  />
                </span>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
