import { type StockReason, stockReasonLabels } from '@labmall/contract/stock-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Input, Table } from '../../components/admin/kit';
import { pageIndex, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { StockMoveButton } from '../../components/admin/stock-move';
import { StockSheet } from '../../components/admin/stock-sheet';
import { useMay } from '../../components/admin/use-may';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/stock';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const keyword = search.get('keyword')?.trim().slice(0, 64) ?? '';
  const index = pageIndex(search);
  const skuId = Number.parseInt(search.get('sku') ?? '', 10);
  const movementIndex = Math.max(1, Number.parseInt(search.get('mindex') ?? '', 10) || 1);
  const api = context.get(apiContext);
  const answer = await api.getEnvelope('/admin/stock/skus', { keyword, index, pageSize: PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  let ledger = null;
  if (skuId > 0) {
    const movements = await api.getEnvelope('/admin/stock/movements', {
      sku_id: skuId,
      index: movementIndex,
      pageSize: PAGE_SIZE,
    });
    if (movements.code === Code.OK) ledger = movements.obj;
    else if (movements.code !== Code.NOT_FOUND) refused(movements.code);
  }
  return { keyword, index, skuId, movementIndex, ...answer.obj, ledger };
}

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('库存', matches[0].loaderData?.shopName);

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export default function StockPage({ loaderData }: Route.ComponentProps) {
  const { keyword, index, skuId, movementIndex, total, list, ledger } = loaderData;
  const navigate = useNavigate();
  const may = useMay();
  const writable = may('catalogue.stock');
  const here = { keyword, index };

  return (
    <section className="lm-console__panel" aria-labelledby="stock-title">
      <h2 id="stock-title">库存</h2>
      <Form method="get" className="lm-console__filters" aria-label="搜索货号">
        <div className="lm-console__field">
          <label htmlFor="f-keyword">货号、商品名或 CAS</label>
          <Input
            id="f-keyword"
            name="keyword"
            defaultValue={keyword}
            allowClear
            maxLength={64}
            style={{ width: 240 }}
          />
        </div>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/catalogue/stock">重置</Link>
        </div>
      </Form>
      <Table
        rowKey="sku_id"
        dataSource={list}
        scroll={{ x: 900 }}
        locale={emptyText(keyword ? '暂无符合条件的货号' : '暂无商品')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 个货号`,
          onChange: (page) => navigate(toSearch({ keyword, index: page }) || '?'),
        }}
        columns={[
          { title: '货号', dataIndex: 'sku' },
          { title: '商品', dataIndex: 'product_name' },
          {
            title: '规格',
            key: 'pack',
            render: (_, row) => [row.spec, row.pack].filter(Boolean).join(' ') || '—',
          },
          { title: '售价', dataIndex: 'price', render: (price: string) => displayYuan(price) },
          { title: '库存', dataIndex: 'stock' },
          { title: '状态', dataIndex: 'on_sale', render: (on: boolean) => (on ? '在售' : '已下架') },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <Link to={toSearch({ ...here, sku: row.sku_id }) || '?'} aria-label={`流水 ${row.sku}`}>
                  流水
                </Link>
                {writable ? <StockMoveButton sku={row} /> : null}
              </span>
            ),
          },
        ]}
      />
      {skuId > 0 ? (
        <section className="lm-console__batch" aria-labelledby="ledger-title">
          <h3 id="ledger-title">
            {ledger
              ? `库存流水：${ledger.sku.sku} ${ledger.sku.product_name}（库存 ${ledger.sku.stock}，流水合计 ${ledger.ledger_sum}）`
              : '库存流水'}
          </h3>
          {ledger ? (
            <div className="lm-console__batch-bar">
              {writable ? <StockMoveButton sku={ledger.sku} /> : null}
              <Link to={toSearch(here) || '?'}>关闭流水</Link>
            </div>
          ) : (
            <p role="alert">货号不存在或已删除</p>
          )}
          {ledger ? (
            <Table
              size="small"
              rowKey="id"
              dataSource={ledger.list}
              locale={emptyText('暂无库存流水')}
              pagination={{
                current: movementIndex,
                pageSize: PAGE_SIZE,
                total: ledger.total,
                showSizeChanger: false,
                showTotal: (n) => `共 ${n} 笔`,
                onChange: (page) => navigate(toSearch({ ...here, sku: skuId, mindex: page }) || '?'),
              }}
              columns={[
                { title: '时间', dataIndex: 'at', render: (at: string) => chinaMinute(at) },
                {
                  title: '类型',
                  dataIndex: 'reason',
                  render: (reason: StockReason) => stockReasonLabels[reason] ?? reason,
                },
                { title: '变动', dataIndex: 'delta', render: signed },
                {
                  title: '原因',
                  key: 'note',
                  render: (_, row) =>
                    row.order_id
                      ? `订单（编号 ${row.order_id}）${row.note ? `：${row.note}` : ''}`
                      : row.note || '—',
                },
                {
                  title: '操作人',
                  key: 'operator',
                  render: (_, row) =>
                    row.operator_id ? row.operator_name || `员工 #${row.operator_id}` : '系统',
                },
              ]}
            />
          ) : null}
        </section>
      ) : null}
      {writable ? <StockSheet /> : null}
    </section>
  );
}
