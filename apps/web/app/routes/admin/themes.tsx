import { Code } from '@labmall/protocol';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Table, Tag } from '../../components/admin/kit';
import { ThemeForm, ThemePublish } from '../../components/admin/marketing/theme-form';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/themes';

export async function loader({ context }: Route.LoaderArgs) {
  const themes = await context.get(apiContext).getEnvelope('/admin/sales/themes', {});
  if (themes.code !== Code.OK) refused(themes.code);
  return { themes: themes.obj.list };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('活动专题', matches[0].loaderData?.shopName);

/** 活动专题: the themes that group activities at /sales/theme/:id, published or not. */
export default function ThemesPage({ loaderData }: Route.ComponentProps) {
  const { themes } = loaderData;
  return (
    <section className="lm-console__panel" aria-labelledby="themes-title">
      <h2 id="themes-title">活动专题</h2>
      <p className="lm-console__hint">
        专题把多个促销活动汇集在一个页面（/sales/theme）。活动在「促销活动」的编辑中选择所属专题。
      </p>
      <div className="lm-console__filters">
        <ThemeForm />
      </div>
      <Table
        rowKey="id"
        dataSource={themes}
        pagination={false}
        scroll={{ x: 800 }}
        locale={emptyText('暂无活动专题，点「新建专题」添加')}
        columns={[
          { title: '标题', dataIndex: 'title' },
          {
            title: '状态',
            dataIndex: 'published',
            render: (published: boolean) =>
              published ? <Tag className="lm-console__tag-live">已发布</Tag> : <Tag>未发布</Tag>,
          },
          { title: '活动数', dataIndex: 'activity_count' },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <ThemeForm row={row} />
                <ThemePublish row={row} />
                {row.published ? (
                  <a href={`/sales/theme/${row.id}`} target="_blank" rel="noreferrer">
                    查看
                  </a>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
