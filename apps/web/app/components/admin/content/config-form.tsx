import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { toastError } from '../../../lib/ui/feedback';
import { Button, Input, Modal, Popconfirm } from '../kit';
import { useMay } from '../use-may';
import { useWrite } from '../use-write';

/** The keys the API knows (content.ts adminConfigSchema), in words, with what a value looks like. */
export const configLabels: Record<string, { label: string; hint: string }> = {
  transfer_bank: { label: '对公转账收款账户', hint: '付款页与账期对账单显示给会员' },
  customer_service_hours: { label: '客服时间', hint: '如 周一至周五 9:00-17:30，页脚显示；为空则不显示' },
  chat_working_hours: {
    label: '在线客服工作时间',
    hint: '{"days": [1, 2, 3, 4, 5], "start": "09:00", "end": "18:00"}（北京时间，1 为周一；之外的留言转为询价登记）',
  },
  pc_copyright_info: { label: '版权信息', hint: '纯文本' },
  pc_icp_record: { label: 'ICP 备案号', hint: '如 沪ICP备2026000000号-1' },
  pc_police_record: { label: '公安备案', hint: '{"text": "显示文字", "code": "备案编号（数字）"}' },
  pc_bottom_nav: { label: '页脚导航', hint: '[{"title": "分组", "list": [{"name": "名称", "link": {…}}]}]' },
  pc_login_bottom_nav: { label: '登录页底部链接', hint: '[{"name": "名称", "link": {…}}]' },
  pc_selling_points: { label: '页脚卖点', hint: '[{"title": "标题", "desc": "说明"}]' },
  qr_codes: { label: '二维码', hint: '[{"name": "小程序", "image": "/images/…"}]' },
};

/** Keys whose value is a few texts: edited one field each, in words, instead of as JSON. */
export const configFields: Record<string, Record<string, string>> = {
  transfer_bank: { account_name: '收款户名', bank_name: '开户银行（含支行）', account_no: '银行账号' },
  pc_police_record: { text: '显示文字', code: '备案编号（数字）' },
};

/** A value as the table shows it: a field key in words, a text as it is, anything else as JSON. */
export function shownValue(key: string, value: unknown): string {
  const fields = configFields[key];
  const text =
    fields && value && typeof value === 'object'
      ? Object.entries(fields)
          .map(([field, label]) => `${label}：${String((value as Record<string, unknown>)[field] ?? '')}`)
          .join('；')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (!text) return '（空）';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

export interface ConfigEntry {
  key: string;
  value: unknown;
  configured: boolean;
}

/**
 * 修改 one key: a text key as text, a key of a few texts one field each, any other as JSON (the server
 * checks every shape and says which field is wrong).
 */
export function ConfigForm({ entry }: { entry: ConfigEntry }) {
  const { busy, run } = useWrite();
  const may = useMay();
  // Where members send money has its own permission and routes (finance staff), not 系统配置's.
  const bank = entry.key === 'transfer_bank';
  const plain = typeof entry.value === 'string';
  const fields = configFields[entry.key];
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [parts, setParts] = useState<Record<string, string>>({});
  const name = configLabels[entry.key]?.label ?? entry.key;
  async function save() {
    let value = JSON.stringify(text.trim());
    if (fields) {
      value = JSON.stringify(
        Object.fromEntries(Object.keys(fields).map((f) => [f, (parts[f] ?? '').trim()])),
      );
    } else if (!plain) {
      try {
        value = JSON.stringify(JSON.parse(text));
      } catch {
        return toastError('格式不正确：请填写 JSON，如示例所示');
      }
    }
    const done = await run(
      () =>
        bank
          ? api.post('/admin/sys/config/transfer-bank', JSON.parse(value))
          : api.post('/admin/sys/config/save', { key: entry.key, value }),
      `已保存${name}`,
    );
    if (done) setOpen(false);
  }
  if (bank && !may('finance.receiving_account')) {
    return <span className="lm-console__hint">需「修改对公转账收款账户」权限</span>;
  }
  return (
    <>
      <Button
        type="link"
        onClick={() => {
          setText(plain ? String(entry.value) : JSON.stringify(entry.value, null, 2));
          const current = (entry.value ?? {}) as Record<string, unknown>;
          setParts(Object.fromEntries(Object.keys(fields ?? {}).map((f) => [f, String(current[f] ?? '')])));
          setOpen(true);
        }}
      >
        修改
      </Button>
      <Modal
        title={`修改${name}`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
        width={640}
      >
        <div className="lm-console__modal-form">
          {fields ? (
            <>
              <p>{configLabels[entry.key]?.hint}</p>
              {Object.entries(fields).map(([field, label]) => (
                <div className="lm-console__field" key={field}>
                  <label htmlFor={`cfg-${entry.key}-${field}`}>{label}</label>
                  <Input
                    id={`cfg-${entry.key}-${field}`}
                    value={parts[field] ?? ''}
                    maxLength={field === 'url' ? 500 : 60}
                    onChange={(e) => setParts((p) => ({ ...p, [field]: e.target.value }))}
                  />
                </div>
              ))}
            </>
          ) : (
            <div className="lm-console__field">
              <label htmlFor={`cfg-${entry.key}`}>
                {name}（{configLabels[entry.key]?.hint ?? 'JSON'}）
              </label>
              {plain ? (
                <Input id={`cfg-${entry.key}`} value={text} onChange={(e) => setText(e.target.value)} />
              ) : (
                <Input.TextArea
                  id={`cfg-${entry.key}`}
                  rows={12}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  className="lm-console__code"
                />
              )}
            </div>
          )}
        </div>
      </Modal>
      {entry.configured ? (
        <Popconfirm
          title={`恢复${name}的默认值？`}
          okText="恢复默认"
          cancelText="取消"
          onConfirm={() =>
            run(
              () =>
                bank
                  ? api.post('/admin/sys/config/transfer-bank/delete', {})
                  : api.post('/admin/sys/config/delete', { key: entry.key }),
              `已恢复${name}的默认值`,
            )
          }
        >
          <button type="button" className="lm-console__link-button" disabled={busy}>
            恢复默认
          </button>
        </Popconfirm>
      ) : null}
    </>
  );
}
