import {
  CATALOGUE_IMPORT_MAX_BYTES,
  type CatalogueImportState,
  catalogueImportStateLabels,
} from '@labmall/contract/catalogue-import-limits';
import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { exportCatalogueCsv, uploadCatalogueFile } from '../../components/admin/catalogue-import-upload';
import { consoleMeta } from '../../components/admin/console-meta';
import { downloadText } from '../../components/admin/download';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Popconfirm, Progress, Table, Tag } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastError, toastSuccess } from '../../lib/ui/feedback';
import type { Route } from './+types/catalogue-import';

const RUNNING: readonly CatalogueImportState[] = ['checking', 'applying'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const recent = await api.getEnvelope('/admin/catalogue/imports', {});
  if (recent.code !== Code.OK) refused(recent.code);
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) return { recent: recent.obj.list, current: null };
  const current = await api.getEnvelope('/admin/catalogue/imports/detail', { id });
  return { recent: recent.obj.list, current: current.code === Code.OK ? current.obj : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('商品导入', matches[0].loaderData?.shopName);

type Current = NonNullable<Route.ComponentProps['loaderData']['current']>;

const stateColor: Partial<Record<CatalogueImportState, string>> = {
  checked: 'blue',
  applied: 'green',
  refused: 'red',
  failed: 'red',
  cancelled: 'default',
};

function percentOf(c: Current): number {
  if (c.status === 'applied' || c.status === 'checked') return 100;
  if (c.status === 'applying' && c.rows_total > 0)
    return Math.min(99, Math.floor((c.rows_read / c.rows_total) * 100));
  return 0;
}

function ImportProgress({ current }: { current: Current }) {
  const running = RUNNING.includes(current.status);
  const label = current.status === 'applying' ? '应用进度' : '试运行进度';
  return (
    <div>
      <Progress
        percent={percentOf(current)}
        status={
          running
            ? 'active'
            : current.status === 'refused' || current.status === 'failed'
              ? 'exception'
              : 'normal'
        }
        aria-label={label}
      />
      <p data-testid="import-progress">
        已读取 {current.rows_read} 行，
        {current.status === 'applying' || current.status === 'applied' ? '已写入' : '可写入'}{' '}
        {current.rows_written} 行，有问题 {current.rows_failed} 行
        {current.rows_total > 0 && current.status === 'applying' ? `（共 ${current.rows_total} 行）` : ''}
      </p>
    </div>
  );
}

function Outcome({ current }: { current: Current }) {
  const verb = current.status === 'applied' ? '已' : '将';
  return (
    <>
      <ul className="lm-console__figures" aria-label="导入结果" data-testid="import-counts">
        <li>
          {verb}新增商品 <strong>{current.products_new}</strong> 个
        </li>
        <li>
          {verb}变更商品 <strong>{current.products_changed}</strong> 个
        </li>
        <li>
          未变商品 <strong>{current.products_unchanged}</strong> 个
        </li>
        <li>
          有问题的行 <strong>{current.rows_failed}</strong> 行（不导入）
        </li>
      </ul>
      {current.refused.length > 0 ? (
        <Table
          size="small"
          rowKey={(r) => `${r.row}-${r.reason}`}
          pagination={current.refused.length > 20 ? { pageSize: 20 } : false}
          dataSource={current.refused}
          aria-label="有问题的行"
          columns={[
            { title: '行号', dataIndex: 'row', width: 80 },
            { title: '货号', dataIndex: 'sku', width: 180, render: (v: string) => v || '—' },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
      ) : null}
    </>
  );
}

export default function CatalogueImportPage({ loaderData }: Route.ComponentProps) {
  const { recent, current } = loaderData;
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<{ name: string; bytes: number; size: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const running = current ? RUNNING.includes(current.status) : false;

  // The job writes its progress to the database; the page reads it again every second while it runs.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (state === 'idle') void revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [running, revalidate, state]);

  async function upload(file: File) {
    if (file.size > CATALOGUE_IMPORT_MAX_BYTES) {
      toastError(
        `文件超过 ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB，请用命令行导入（npm run catalog:import）`,
      );
      return;
    }
    setSent({ name: file.name, bytes: 0, size: file.size });
    try {
      const id = await uploadCatalogueFile(file, (bytes) =>
        setSent({ name: file.name, bytes, size: file.size }),
      );
      toastSuccess('文件已上传，开始试运行');
      navigate(`?id=${id}`);
    } catch {
      // The client has said why (toast).
    } finally {
      setSent(null);
      if (input.current) input.current.value = '';
    }
  }

  async function act(step: 'apply' | 'cancel', done: string) {
    if (!current) return;
    setBusy(true);
    try {
      await api.post(`/admin/catalogue/imports/${step}`, { id: current.id });
      toastSuccess(done);
      await revalidate();
    } catch {
      // The client has said why (toast).
    } finally {
      setBusy(false);
    }
  }

  async function exportAll() {
    setExporting(true);
    try {
      const { csv, rows } = await exportCatalogueCsv();
      downloadText(
        csv,
        `商品导出-${chinaMinute(new Date().toISOString()).slice(0, 10)}.csv`,
        'text/csv;charset=utf-8',
      );
      toastSuccess(`已导出 ${rows} 个 SKU`);
    } catch {
      // The client has said why (toast).
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <section className="lm-console__panel" aria-labelledby="import-title">
        <h2 id="import-title">商品导入与导出</h2>
        <p>
          上传与命令行导入相同格式的 .csv 或 .xlsx（每行一个货号，首行为表头，不超过{' '}
          {CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024}{' '}
          MB）。先试运行：统计新增、变更、未变的商品，并列出有问题的行；确认后再应用，有问题的行不会导入。
        </p>
        <div className="lm-console__batch-bar">
          <input
            ref={input}
            type="file"
            accept=".csv,.xlsx"
            hidden
            aria-label="选择导入文件"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button type="primary" onClick={() => input.current?.click()} loading={sent !== null}>
            上传文件并试运行
          </Button>
          <Button onClick={exportAll} loading={exporting}>
            导出全部商品（CSV）
          </Button>
        </div>
        {sent ? (
          <Progress
            percent={sent.size ? Math.floor((sent.bytes / sent.size) * 100) : 0}
            status="active"
            aria-label={`正在上传 ${sent.name}`}
          />
        ) : null}
      </section>

      <section className="lm-console__panel" aria-labelledby="current-title">
        <h2 id="current-title">
          {current ? `当前导入：${current.file_name}` : '当前导入'}
          {current ? (
            <Tag color={stateColor[current.status]} style={{ marginLeft: 8 }}>
              {catalogueImportStateLabels[current.status]}
            </Tag>
          ) : null}
        </h2>
        {current ? (
          <>
            {current.message ? (
              <p role="alert" className="lm-console__problem">
                {current.message}
              </p>
            ) : null}
            <ImportProgress current={current} />
            {current.status !== 'refused' && current.status !== 'failed' ? (
              <Outcome current={current} />
            ) : null}
            <div className="lm-console__batch-bar">
              {current.status === 'checked' ? (
                <Popconfirm
                  title={`应用后将写入 ${current.rows_written} 行，有问题的 ${current.rows_failed} 行跳过。确定应用？`}
                  okText="应用"
                  cancelText="再想想"
                  onConfirm={() => act('apply', '已开始应用')}
                >
                  <Button type="primary" loading={busy}>
                    应用
                  </Button>
                </Popconfirm>
              ) : null}
              {['checking', 'checked', 'applying'].includes(current.status) ? (
                <Popconfirm
                  title={
                    current.status === 'applying'
                      ? '取消后已写入的部分会保留。确定取消？'
                      : '确定取消这次导入？'
                  }
                  okText="取消导入"
                  cancelText="不取消"
                  onConfirm={() => act('cancel', '已取消导入')}
                >
                  <Button loading={busy}>取消</Button>
                </Popconfirm>
              ) : null}
            </div>
          </>
        ) : (
          <p>暂无进行中的导入：请先上传文件，或从下方最近的导入中选择一个查看。</p>
        )}
      </section>

      <section className="lm-console__panel" aria-labelledby="recent-title">
        <h2 id="recent-title">最近的导入</h2>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={recent}
          locale={emptyText('暂无导入记录')}
          columns={[
            {
              title: '文件',
              dataIndex: 'file_name',
              render: (name: string, row) => <Link to={`?id=${row.id}`}>{name}</Link>,
            },
            {
              title: '状态',
              dataIndex: 'status',
              render: (s: CatalogueImportState) => catalogueImportStateLabels[s],
            },
            { title: '行数', dataIndex: 'rows_read' },
            { title: '上传时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
          ]}
        />
      </section>
    </>
  );
}
