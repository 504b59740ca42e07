import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Popconfirm, Table, Tag } from '../../components/admin/kit';
import { pageIndex, toSearch } from '../../components/admin/list-query';
import { CouponForm, type TemplateRow } from '../../components/admin/marketing/coupon-form';
import { CouponIssue } from '../../components/admin/marketing/coupon-issue';
import { liveLabels, liveState } from '../../components/admin/marketing/coupon-live';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/coupons';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const index = pageIndex(new URL(request.url).searchParams);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/coupon/templates', { index, pageSize: PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  return { index, ...answer.obj, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('优惠券', matches[0].loaderData?.shopName);

const validity = (row: TemplateRow) =>
  row.valid_days !== null
    ? `领取后 ${row.valid_days} 天`
    : `${row.valid_from ? chinaMinute(row.valid_from) : '不限'} 至 ${row.valid_until ? chinaMinute(row.valid_until) : '不限'}`;

function Listing({ row }: { row: TemplateRow }) {
  const { busy, run } = useWrite();
  const flip = () =>
    run(
      () => api.post('/admin/coupon/templates/listing', { id: row.id, listed: !row.listed }),
      row.listed ? `已下架「${row.name}」` : `已上架「${row.name}」`,
    );
  return (
    <Popconfirm
      title={row.listed ? '下架后领券中心不再显示，已领的券照常可用。' : '上架后会员可在领券中心领取。'}
      okText={row.listed ? '下架' : '上架'}
      cancelText="取消"
      onConfirm={flip}
    >
      <button type="button" className="lm-console__link-button" disabled={busy}>
        {row.listed ? '下架' : '上架'}
      </button>
    </Popconfirm>
  );
}

export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { index, total, list, now } = loaderData;
  const navigate = useNavigate();
  const may = useMay();
  const edit = may('marketing.coupons');
  const issue = may('marketing.coupon_issue');
  return (
    <section className="lm-console__panel" aria-labelledby="coupons-title">
      <h2 id="coupons-title">优惠券</h2>
      {edit ? (
        <div className="lm-console__filters">
          <CouponForm />
        </div>
      ) : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 1000 }}
        locale={emptyText('暂无优惠券，点「新建优惠券」添加')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 种优惠券`,
          onChange: (page) => navigate(toSearch({ index: page })),
        }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '状态',
            key: 'live',
            render: (_, row) => {
              const state = liveState(row, new Date(now));
              return (
                <Tag className={state === 'live' ? 'lm-console__tag-live' : undefined}>
                  {liveLabels[state]}
                </Tag>
              );
            },
          },
          { title: '面额', key: 'face', render: (_, row) => `${row.face}（${row.condition}）` },
          { title: '范围', dataIndex: 'scope' },
          { title: '有效期', key: 'validity', render: (_, row) => validity(row) },
          {
            title: '领取时间',
            key: 'claim',
            render: (_, row) =>
              `${row.claim_from ? chinaMinute(row.claim_from) : '立即'} 至 ${row.claim_until ? chinaMinute(row.claim_until) : '不限'}`,
          },
          {
            title: '已领/总量',
            key: 'count',
            render: (_, row) => `${row.claimed}/${row.total}（已用 ${row.used}）`,
          },
          { title: '每人限领', dataIndex: 'per_member' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                {edit ? <CouponForm row={row} /> : null}
                {edit ? <Listing row={row} /> : null}
                {issue ? <CouponIssue row={row} /> : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
