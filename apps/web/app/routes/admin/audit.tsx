import type { GetAnswer } from '@labmall/contract';
import { isPermission, permissionLabel } from '@labmall/contract/permissions';
import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import {
  AUDIT_PAGE_SIZE,
  auditFiltersFromUrl,
  shown,
  targetText,
} from '../../components/admin/audit-filters';
import { consoleMeta } from '../../components/admin/console-meta';
import { downloadBase64 } from '../../components/admin/download';
import { Button, Input, Table, Tag } from '../../components/admin/kit';
import { toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/audit';

type AuditRow = GetAnswer<'/admin/audit'>['list'][number];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { filters, index } = auditFiltersFromUrl(new URL(request.url).searchParams);
  const client = context.get(apiContext);
  const [answer, staff] = await Promise.all([
    client.getEnvelope('/admin/audit', { ...filters, index, pageSize: AUDIT_PAGE_SIZE }),
    // Names to pick an operator by, for those who may see the staff; the others filter by number.
    client.getEnvelope('/admin/staff', {}),
  ]);
  const operators =
    staff.code === Code.OK ? staff.obj.list.map((s) => ({ id: s.id, name: s.name || s.username })) : null;
  // A filter the API refuses (a date range backwards) is said above an empty list, not an error page.
  if (answer.code === Code.INVALID)
    return { filters, index, total: 0, list: [], operators, problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { filters, index, ...answer.obj, operators, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('操作日志', matches[0].loaderData?.shopName);

const permissionText = (code: string) =>
  code === '' ? '任何运营人员' : isPermission(code) ? permissionLabel(code) : code;
function Changes({ row }: { row: AuditRow }) {
  const entries = Object.entries(row.changes);
  return (
    <div className="lm-console__changes">
      {row.outcome === 'refused' ? (
        <p>
          未执行（{row.code}）：{row.message || '—'}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p>暂无修改内容</p>
      ) : (
        <ul>
          {entries.map(([field, [before, after]]) => (
            <li key={field}>
              <code>{field}</code>：{shown(before)} → {shown(after)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { filters, index, total, list, operators, problem } = loaderData;
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);

  async function exportSheet() {
    setExporting(true);
    try {
      const file = await api.get('/admin/audit/export', filters);
      downloadBase64(file.data, file.file_name, file.content_type);
    } catch {
      // The client has said why (toast), e.g. too many rows.
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="lm-console__panel" aria-labelledby="audit-title">
      <h2 id="audit-title">操作记录</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选操作日志">
        {operators ? (
          <label>
            运营人员
            <select name="operator_id" defaultValue={filters.operator_id ?? ''}>
              <option value="">全部</option>
              {operators.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <div className="lm-console__field">
            <label htmlFor="a-operator">运营人员编号</label>
            <Input
              id="a-operator"
              name="operator_id"
              defaultValue={filters.operator_id ?? ''}
              maxLength={10}
            />
          </div>
        )}
        <div className="lm-console__field">
          <label htmlFor="a-target">操作对象编号</label>
          <Input
            id="a-target"
            name="target"
            defaultValue={filters.target ?? ''}
            maxLength={64}
            placeholder="订单号、会员 ID 等"
          />
        </div>
        <div className="lm-console__field">
          <label htmlFor="a-route">接口路径</label>
          <Input
            id="a-route"
            name="route"
            defaultValue={filters.route ?? ''}
            maxLength={100}
            placeholder="/admin/orders"
          />
        </div>
        <label>
          开始日期
          <input type="date" name="from" defaultValue={filters.from ?? ''} />
        </label>
        <label>
          结束日期
          <input type="date" name="until" defaultValue={filters.until ?? ''} />
        </label>
        <label>
          结果
          <select name="outcome" defaultValue={filters.outcome ?? 'all'}>
            <option value="all">全部</option>
            <option value="ok">已执行</option>
            <option value="refused">被拒绝或失败</option>
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/audit">重置</Link>
          <Button onClick={exportSheet} loading={exporting}>
            导出 Excel
          </Button>
        </div>
      </Form>
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 1000 }}
        locale={{ emptyText: '暂无操作记录' }}
        expandable={{
          columnTitle: '详情',
          columnWidth: 64,
          expandedRowRender: (row: AuditRow) => <Changes row={row} />,
        }}
        pagination={{
          current: index,
          pageSize: AUDIT_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page) => navigate(toSearch({ ...filters, index: page }) || '?'),
        }}
        columns={[
          { title: '时间', dataIndex: 'at', render: (at: string) => chinaMinute(at) },
          { title: '运营人员', dataIndex: 'operator_name' },
          { title: '权限', dataIndex: 'permission', render: permissionText },
          { title: '接口', dataIndex: 'route' },
          { title: '操作对象', dataIndex: 'target', render: targetText },
          { title: '请求编号', dataIndex: 'request_id' },
          { title: '来源 IP', dataIndex: 'address' },
          {
            title: '结果',
            dataIndex: 'outcome',
            render: (outcome: AuditRow['outcome']) =>
              outcome === 'ok' ? <Tag>已执行</Tag> : <Tag className="lm-console__tag-alert">被拒绝</Tag>,
          },
        ]}
      />
    </section>
  );
}
