import { Code } from '@labmall/protocol';
import { chinaMinute, resolveLink } from '@labmall/rules';
import { consoleMeta } from '../../components/admin/console-meta';
import { BannerForm, type BannerRow } from '../../components/admin/content/banner-form';
import { linkChoices } from '../../components/admin/content/link-choices';
import { emptyText } from '../../components/admin/empty-text';
import { Popconfirm, Table, Tag } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/banners';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/home/banners', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return { list: answer.obj, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('首页轮播图', matches[0].loaderData?.shopName);

function showing(row: BannerRow, now: string) {
  const at = Date.parse(now);
  if (row.starts_at && Date.parse(row.starts_at) > at) return <Tag>未开始</Tag>;
  if (row.ends_at && Date.parse(row.ends_at) < at) return <Tag>已结束</Tag>;
  return <Tag className="lm-console__tag-live">投放中</Tag>;
}

function Remove({ row }: { row: BannerRow }) {
  const { busy, run } = useWrite();
  return (
    <Popconfirm
      title={`删除轮播图「${row.title}」？`}
      okText="删除"
      cancelText="取消"
      onConfirm={() =>
        run(() => api.post('/admin/home/banner/delete', { id: row.id }), `已删除「${row.title}」`)
      }
    >
      <button type="button" className="lm-console__link-button" disabled={busy}>
        删除
      </button>
    </Popconfirm>
  );
}

export default function BannersPage({ loaderData }: Route.ComponentProps) {
  const { list, now } = loaderData;
  return (
    <section className="lm-console__panel" aria-labelledby="banners-title">
      <h2 id="banners-title">首页轮播图</h2>
      <div className="lm-console__filters">
        <BannerForm />
        <a href="/" target="_blank" rel="noreferrer">
          打开首页查看
        </a>
      </div>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 900 }}
        pagination={false}
        locale={emptyText('暂无轮播图，点「新建轮播图」添加')}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            render: (image: string, row) => (
              <img src={image} alt={row.alt} className="lm-console-banner-thumb" width={160} />
            ),
          },
          { title: '标题', dataIndex: 'title' },
          { title: '状态', key: 'state', render: (_, row) => showing(row, now) },
          {
            title: '链接',
            key: 'link',
            render: (_, row) =>
              `${linkChoices.find((c) => c.type === row.link.type)?.label ?? '首页'}：${resolveLink(row.link.type, row.link.params as never)}`,
          },
          {
            title: '投放时间',
            key: 'when',
            render: (_, row) =>
              `${row.starts_at ? chinaMinute(row.starts_at) : '立即'} 至 ${row.ends_at ? chinaMinute(row.ends_at) : '长期'}`,
          },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <BannerForm row={row} />
                <Remove row={row} />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
