import { Code } from '@labmall/protocol';
import { resolveLink } from '@labmall/rules';
import { consoleMeta } from '../../components/admin/console-meta';
import { DeleteButton } from '../../components/admin/content/delete-button';
import { linkChoices } from '../../components/admin/content/link-choices';
import { NavForm, type NavRow } from '../../components/admin/content/nav-form';
import { emptyText } from '../../components/admin/empty-text';
import { Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/home-nav';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/home/nav', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return { list: answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('导航', matches[0].loaderData?.shopName);

type Node = NavRow & { children?: Node[] };

/** The flat entries as a tree, each level in the API's order. */
function treeOf(list: readonly NavRow[]): Node[] {
  const nodes = new Map<number, Node>(list.map((n) => [n.id, { ...n }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

const linkText = (link: NavRow['link']) =>
  `${linkChoices.find((c) => c.type === link.type)?.label ?? '首页'}：${resolveLink(link.type, link.params as never)}`;

export default function HomeNavPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const edit = useMay()('content.home');
  const tops = list.filter((n) => n.parent_id === null);
  return (
    <section className="lm-console__panel" aria-labelledby="nav-title">
      <h2 id="nav-title">导航</h2>
      <p>页头顶部菜单的条目，按排序从左到右；一级导航下可有下级条目和下拉链接。</p>
      <div className="lm-console__filters">
        {edit ? <NavForm parents={tops} /> : null}
        <a href="/" target="_blank" rel="noreferrer">
          打开首页查看
        </a>
      </div>
      <Table
        rowKey="id"
        dataSource={treeOf(list)}
        scroll={{ x: 800 }}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={emptyText(edit ? '暂无导航，点「新建导航」添加' : '暂无导航')}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '编码', dataIndex: 'code' },
          { title: '链接', key: 'link', render: (_, row: Node) => linkText(row.link) },
          {
            title: '下拉链接',
            key: 'list',
            render: (_, row: Node) => row.list.map((l) => l.name).join('、') || '无',
          },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row: Node) =>
              edit ? (
                <span className="lm-console__row-actions">
                  <NavForm row={row} parents={tops} />
                  <DeleteButton
                    what={`导航「${row.name}」`}
                    note={row.children?.length ? `其下 ${row.children.length} 个条目一并删除。` : undefined}
                    remove={() => api.post('/admin/home/nav/delete', { id: row.id })}
                  />
                </span>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
