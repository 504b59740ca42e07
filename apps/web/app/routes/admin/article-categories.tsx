import { Code } from '@labmall/protocol';
import { Link } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import {
  ArticleCategoryForm,
  type ArticleCategoryRow,
} from '../../components/admin/content/article-category-form';
import { DeleteButton } from '../../components/admin/content/delete-button';
import { emptyText } from '../../components/admin/empty-text';
import { Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/article-categories';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/article/category/list', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return { list: answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('资讯分类', matches[0].loaderData?.shopName);

/** Deleting is offered only to an empty category; the API refuses the others too (409). */
function Remove({ row }: { row: ArticleCategoryRow }) {
  if (row.count > 0)
    return (
      <span className="lm-console__empty" title="先把文章移到别的分类或删除，才能删除此分类">
        有 {row.count} 篇文章，不能删除
      </span>
    );
  return (
    <DeleteButton
      what={`分类「${row.name}」`}
      remove={() => api.post('/admin/article/category/delete', { id: row.id })}
    />
  );
}

export default function ArticleCategoriesPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const edit = useMay()('content.edit');
  return (
    <section className="lm-console__panel" aria-labelledby="article-categories-title">
      <h2 id="article-categories-title">资讯分类</h2>
      <div className="lm-console__filters">
        {edit ? <ArticleCategoryForm /> : null}
        <Link to="/admin/content/articles">返回资讯</Link>
      </div>
      <Table
        rowKey="id"
        dataSource={list}
        pagination={false}
        locale={emptyText(edit ? '暂无分类，点「新建分类」添加' : '暂无分类')}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '文章数',
            dataIndex: 'count',
            render: (count: number, row) => (
              <Link to={`/admin/content/articles?category_id=${row.id}`}>{count}</Link>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              edit ? (
                <span className="lm-console__row-actions">
                  <ArticleCategoryForm row={row} />
                  <Remove row={row} />
                </span>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
