import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Input, Table } from '../../components/admin/kit';
import { pricePreview } from '../../components/admin/marketing/activity-price';
import { type PickedSku, SkuPicker } from '../../components/admin/marketing/sku-picker';
import { refused } from '../../components/admin/operator.server';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/activity';

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response('活动不存在', { status: 404 });
  const answer = await context.get(apiContext).getEnvelope('/admin/sales/activities/detail', { id });
  if (answer.code === Code.NOT_FOUND) throw new Response('活动不存在', { status: 404 });
  if (answer.code !== Code.OK) refused(answer.code);
  return { activity: answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('活动货品', matches[0].loaderData?.shopName);

interface Line {
  sku_id: number;
  label: string;
  list_price: string;
  price: string;
}

type Item = Route.ComponentProps['loaderData']['activity']['items'][number];

const labelOf = (sku: string, name: string, pack: string, onSale: boolean) =>
  `${sku} ${name} ${pack}${onSale ? '' : '（已下架）'}`;

const lineOf = (i: Item): Line => ({
  sku_id: i.sku_id,
  label: labelOf(i.sku, i.name, i.pack, i.on_sale),
  list_price: i.list_price,
  price: i.price,
});

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { activity } = loaderData;
  const { busy, run } = useWrite();
  const [lines, setLines] = useState<Line[]>(() => activity.items.map(lineOf));
  const change = (sku: number, price: string) =>
    setLines((all) => all.map((l) => (l.sku_id === sku ? { ...l, price } : l)));
  const add = (sku: PickedSku) =>
    setLines((all) =>
      all.some((l) => l.sku_id === sku.sku_id)
        ? all
        : [
            ...all,
            {
              sku_id: sku.sku_id,
              label: labelOf(sku.sku, sku.product_name, sku.pack, sku.on_sale),
              list_price: sku.price,
              price: '',
            },
          ],
    );
  async function save() {
    const saved = await run(
      () =>
        api.post('/admin/sales/activities/items', {
          id: activity.id,
          items: lines.map((l) => ({ sku_id: l.sku_id, price: l.price })),
        } as never),
      `已保存「${activity.title}」的 ${lines.length} 种货品与活动价`,
    );
    if (saved) setLines((saved as { items: Item[] }).items.map(lineOf));
  }
  return (
    <section className="lm-console__panel" aria-labelledby="activity-title">
      <p>
        <Link to="/admin/marketing/activities">← 返回促销活动</Link>
      </p>
      <h2 id="activity-title">活动货品「{activity.title}」</h2>
      <p>
        {chinaMinute(activity.starts_at)} 至 {chinaMinute(activity.ends_at)}，
        {activity.published ? '已发布' : '未发布'}
        {activity.published ? (
          <>
            {' '}
            <a href={`/sales/${activity.id}`} target="_blank" rel="noreferrer">
              打开前台活动页
            </a>
          </>
        ) : null}
      </p>
      <Table
        rowKey="sku_id"
        dataSource={lines}
        pagination={false}
        scroll={{ x: 800 }}
        locale={emptyText('暂无货品：在下方按货号、商品名或 CAS 搜索添加')}
        columns={[
          { title: '货品', dataIndex: 'label' },
          { title: '当前单价', dataIndex: 'list_price', render: (p: string) => (p ? displayYuan(p) : '—') },
          {
            title: '活动价（元）',
            key: 'price',
            render: (_, line) => (
              <Input
                aria-label={`${line.label}的活动价`}
                value={line.price}
                onChange={(e) => change(line.sku_id, e.target.value)}
                style={{ width: 120 }}
              />
            ),
          },
          { title: '预览', key: 'preview', render: (_, line) => pricePreview(line.list_price, line.price) },
          {
            title: '操作',
            key: 'remove',
            render: (_, line) => (
              <button
                type="button"
                className="lm-console__link-button"
                onClick={() => setLines((all) => all.filter((l) => l.sku_id !== line.sku_id))}
              >
                移除
              </button>
            ),
          },
        ]}
      />
      <div className="lm-console__filters">
        <div className="lm-console__field lm-console__field--grow">
          <label htmlFor="add-sku">添加货品</label>
          <SkuPicker id="add-sku" taken={new Set(lines.map((l) => l.sku_id))} onPick={add} />
        </div>
        <Button type="primary" loading={busy} onClick={save}>
          保存货品与活动价
        </Button>
      </div>
    </section>
  );
}
