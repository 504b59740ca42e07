import { Code } from '@labmall/protocol';
import {
  CategoryEditor,
  type CategoryRow,
  HideToggle,
} from '../../components/admin/catalogue/category-editor';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Table, Tag } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/catalogue-categories';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/catalogue/categories', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return answer.obj;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('商品分类', matches[0].loaderData?.shopName);

type Node = CategoryRow & { children?: Node[] };

/** The flat list as a tree, each level in the API's order (sort, then id). */
function treeOf(list: readonly CategoryRow[]): Node[] {
  const nodes = new Map<number, Node>(list.map((c) => [c.id, { ...c }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

export default function CatalogueCategoriesPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const may = useMay();
  const edit = may('catalogue.products');
  return (
    <section className="lm-console__panel" aria-labelledby="categories-title">
      <div className="lm-console__inline">
        <h2 id="categories-title">商品分类</h2>
        {edit ? <CategoryEditor all={list} label="新建分类" /> : null}
      </div>
      <Table
        rowKey="id"
        dataSource={treeOf(list)}
        pagination={false}
        scroll={{ x: 700 }}
        locale={emptyText('暂无分类')}
        expandable={{ defaultExpandAllRows: list.length <= 60 }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, row: Node) => (
              <>
                {name} {row.hidden ? <Tag>已隐藏</Tag> : null}
              </>
            ),
          },
          { title: '排序', dataIndex: 'sort' },
          { title: '商品数', dataIndex: 'product_count' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row: Node) =>
              edit ? (
                <span className="lm-console__row-actions">
                  <CategoryEditor category={row} all={list} label="编辑" />
                  <CategoryEditor all={list} parentId={row.id} label="添加下级" />
                  <HideToggle category={row} />
                </span>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
