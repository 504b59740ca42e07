import { Code } from '@labmall/protocol';
import { Form, Link, useNavigate } from 'react-router';
import { BrandEditor, type BrandRow } from '../../components/admin/catalogue/brand-editor';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Input, Table } from '../../components/admin/kit';
import { pageIndex, textOf, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/catalogue-brands';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const keyword = textOf(search, 'keyword') ?? '';
  const index = pageIndex(search);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/catalogue/brands', { keyword, index, pageSize: PAGE_SIZE });
  if (answer.code === Code.INVALID) return { keyword, index, total: 0, list: [], problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { keyword, index, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('品牌管理', matches[0].loaderData?.shopName);

export default function CatalogueBrandsPage({ loaderData }: Route.ComponentProps) {
  const { keyword, index, total, list, problem } = loaderData;
  const navigate = useNavigate();
  const may = useMay();
  const edit = may('catalogue.products');
  return (
    <section className="lm-console__panel" aria-labelledby="brands-title">
      <div className="lm-console__inline">
        <h2 id="brands-title">品牌管理</h2>
        {edit ? <BrandEditor /> : null}
      </div>
      <Form method="get" className="lm-console__filters" aria-label="筛选品牌">
        <div className="lm-console__field">
          <label htmlFor="f-keyword">品牌名称</label>
          <Input
            id="f-keyword"
            name="keyword"
            defaultValue={keyword}
            allowClear
            maxLength={60}
            style={{ width: 220 }}
          />
        </div>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/catalogue/brands">重置</Link>
        </div>
      </Form>
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 700 }}
        locale={emptyText(keyword ? '暂无符合条件的品牌' : '暂无品牌')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 个品牌`,
          onChange: (page) => navigate(toSearch({ keyword, index: page }) || '?'),
        }}
        columns={[
          {
            title: '标志',
            dataIndex: 'logo',
            render: (logo: string, row: BrandRow) =>
              logo ? <img src={logo} alt={`${row.name} 标志`} height={32} /> : '—',
          },
          { title: '名称', dataIndex: 'name' },
          { title: '英文名', dataIndex: 'name_en' },
          { title: '首字母', dataIndex: 'initial' },
          { title: '排序', dataIndex: 'sort' },
          { title: '商品数', dataIndex: 'product_count' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row: BrandRow) => (edit ? <BrandEditor brand={row} /> : null),
          },
        ]}
      />
    </section>
  );
}
