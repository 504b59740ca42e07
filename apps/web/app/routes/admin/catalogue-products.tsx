import { ON_SALE_FILTERS } from '@labmall/contract/catalogue-choices';
import { Code } from '@labmall/protocol';
import { displayYuan } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Input, Table } from '../../components/admin/kit';
import { oneOf, pageIndex, textOf, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/catalogue-products';

const PAGE_SIZE = 20;
const ON_SALE_LABELS = { all: '全部', on: '有在售规格', off: '全部下架' } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const keyword = textOf(search, 'keyword') ?? '';
  const on_sale = oneOf(ON_SALE_FILTERS, search.get('on_sale'));
  const categoryId = Number(search.get('category_id')) || undefined;
  const brandId = Number(search.get('brand_id')) || undefined;
  const index = pageIndex(search);
  const api = context.get(apiContext);
  const [answer, categories, brands] = await Promise.all([
    api.getEnvelope('/admin/catalogue/products', {
      keyword,
      on_sale,
      category_id: categoryId,
      brand_id: brandId,
      index,
      pageSize: PAGE_SIZE,
    }),
    api.getEnvelope('/admin/catalogue/categories', {}),
    api.getEnvelope('/admin/catalogue/brands', { pageSize: 100 }),
  ]);
  if (categories.code !== Code.OK) refused(categories.code);
  if (brands.code !== Code.OK) refused(brands.code);
  const filters = { keyword, on_sale, categoryId, brandId, index };
  const options = { categories: categories.obj.list, brands: brands.obj.list };
  if (answer.code === Code.INVALID)
    return { ...filters, ...options, total: 0, list: [], problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { ...filters, ...options, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('商品管理', matches[0].loaderData?.shopName);

export default function CatalogueProductsPage({ loaderData }: Route.ComponentProps) {
  const { keyword, on_sale, categoryId, brandId, index, total, list, problem, categories, brands } =
    loaderData;
  const navigate = useNavigate();
  const may = useMay();
  const filtered = Boolean(keyword || on_sale !== 'all' || categoryId || brandId);
  const go = (page: number) =>
    navigate(toSearch({ keyword, on_sale, category_id: categoryId, brand_id: brandId, index: page }) || '?');

  return (
    <section className="lm-console__panel" aria-labelledby="products-title">
      <div className="lm-console__inline">
        <h2 id="products-title">商品管理</h2>
        {may('catalogue.products') ? (
          <Link className="ant-btn ant-btn-primary" to="/admin/catalogue/products/new">
            新建商品
          </Link>
        ) : null}
      </div>
      <Form method="get" className="lm-console__filters" aria-label="筛选商品">
        <div className="lm-console__field">
          <label htmlFor="f-keyword">名称、CAS 号或货号</label>
          <Input
            id="f-keyword"
            name="keyword"
            defaultValue={keyword}
            allowClear
            maxLength={100}
            style={{ width: 240 }}
          />
        </div>
        <label>
          分类
          <select name="category_id" defaultValue={categoryId ?? ''}>
            <option value="">全部分类</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          品牌
          <select name="brand_id" defaultValue={brandId ?? ''}>
            <option value="">全部品牌</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          上架
          <select name="on_sale" defaultValue={on_sale}>
            {ON_SALE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {ON_SALE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/catalogue/products">重置</Link>
        </div>
      </Form>
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 900 }}
        locale={emptyText(filtered ? '暂无符合条件的商品' : '暂无商品')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 个商品`,
          onChange: go,
        }}
        columns={[
          {
            title: '商品',
            dataIndex: 'name',
            render: (name: string, row) => (
              <span className="lm-console__inline">
                {row.image ? (
                  <img src={row.image} alt="" width={40} height={40} style={{ objectFit: 'cover' }} />
                ) : null}
                <Link to={`/admin/catalogue/products/${row.id}`}>{name}</Link>
              </span>
            ),
          },
          { title: 'CAS 号', dataIndex: 'cas', render: (cas: string) => cas || '—' },
          { title: '等级/纯度', dataIndex: 'grade' },
          { title: '品牌', dataIndex: 'brand' },
          { title: '分类', dataIndex: 'category' },
          {
            title: '规格',
            dataIndex: 'sku_count',
            render: (n: number, row) => `${row.on_sale_count} / ${n} 在售`,
          },
          { title: '库存', dataIndex: 'stock' },
          { title: '最低价', dataIndex: 'min_price', render: (p: string) => displayYuan(p) },
        ]}
      />
    </section>
  );
}
