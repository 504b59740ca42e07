import { type StockReason, stockReasonLabels } from '@labmall/contract/stock-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Link, useNavigate } from 'react-router';
import { LotDocuments } from '../../components/admin/catalogue/lot-documents';
import { ProductForm } from '../../components/admin/catalogue/product-form';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Table } from '../../components/admin/kit';
import { pageIndex } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/catalogue-product';

const MOVES_PAGE = 10;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [categories, brands] = await Promise.all([
    api.getEnvelope('/admin/catalogue/categories', {}),
    api.getEnvelope('/admin/catalogue/brands', { pageSize: 100 }),
  ]);
  if (categories.code !== Code.OK) refused(categories.code);
  if (brands.code !== Code.OK) refused(brands.code);
  const options = { categories: categories.obj.list, brands: brands.obj.list };
  if (params.id === 'new') return { ...options, product: null, moves: null, movesIndex: 1, documents: [] };
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response('商品不存在', { status: 404 });
  const movesIndex = pageIndex(new URL(request.url).searchParams);
  const [product, moves, documents] = await Promise.all([
    api.getEnvelope('/admin/catalogue/product', { id }),
    api.getEnvelope('/admin/catalogue/product/movements', { id, index: movesIndex, pageSize: MOVES_PAGE }),
    api.getEnvelope('/admin/catalogue/lot-documents', { product_id: id }),
  ]);
  if (product.code === Code.NOT_FOUND) throw new Response('商品不存在', { status: 404 });
  if (product.code !== Code.OK) refused(product.code);
  if (moves.code !== Code.OK) refused(moves.code);
  if (documents.code !== Code.OK) refused(documents.code);
  return { ...options, product: product.obj, moves: moves.obj, movesIndex, documents: documents.obj.list };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  consoleMeta(loaderData?.product?.name ?? '新建商品', matches[0].loaderData?.shopName);

export default function CatalogueProductPage({ loaderData }: Route.ComponentProps) {
  const { product, categories, brands, moves, movesIndex, documents } = loaderData;
  const navigate = useNavigate();
  return (
    <>
      <section className="lm-console__panel" aria-labelledby="product-title">
        <p>
          <Link to="/admin/catalogue/products">← 商品管理</Link>
        </p>
        <h2 id="product-title">{product ? `编辑商品：${product.name}` : '新建商品'}</h2>
        <ProductForm
          key={product ? `${product.id}-${product.version}` : 'new'}
          product={product}
          categories={categories}
          brands={brands}
        />
      </section>
      {product ? (
        <section className="lm-console__panel" aria-labelledby="lots-title">
          <h2 id="lots-title">批次文件</h2>
          <p className="lm-console__hint">
            每个包装规格的批次检验报告（COA，按批号）与安全技术说明书（SDS）。SDS 在商品页供所有人下载；COA
            在订单详情中供买到该批号的会员下载。
          </p>
          <LotDocuments skus={product.skus} documents={documents} />
        </section>
      ) : null}
      {product && moves ? (
        <section className="lm-console__panel" aria-labelledby="moves-title">
          <h2 id="moves-title">库存流水</h2>
          <Table
            rowKey="id"
            dataSource={moves.list}
            locale={emptyText('暂无库存流水')}
            pagination={{
              current: movesIndex,
              pageSize: MOVES_PAGE,
              total: moves.total,
              showSizeChanger: false,
              showTotal: (n) => `共 ${n} 条`,
              onChange: (page) => navigate(page > 1 ? `?index=${page}` : '?', { preventScrollReset: true }),
            }}
            columns={[
              { title: '时间', dataIndex: 'at', render: (at: string) => chinaMinute(at) },
              { title: '货号', dataIndex: 'sku' },
              {
                title: '类型',
                dataIndex: 'reason',
                render: (r: string) => stockReasonLabels[r as StockReason] ?? r,
              },
              {
                title: '数量',
                dataIndex: 'delta',
                render: (d: number) => (d > 0 ? `+${d}` : String(d)),
              },
              {
                title: '订单',
                dataIndex: 'order_id',
                render: (id: number | null) => (id === null ? '—' : `#${id}`),
              },
            ]}
          />
        </section>
      ) : null}
    </>
  );
}
