import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { toastError } from '../../../lib/ui/feedback';
import { Button, Input, Modal, Popconfirm } from '../kit';
import { useWrite } from '../use-write';

/** The keys the API knows (content.ts sysConfigSchema), in words, with what a value looks like. */
export const configLabels: Record<string, { label: string; hint: string }> = {
  pc_copyright_info: { label: '版权信息', hint: '纯文本' },
  pc_icp_record: { label: 'ICP 备案号', hint: '如 沪ICP备2026000000号-1' },
  pc_police_record: { label: '公安备案', hint: '{"text": "显示文字", "code": "备案编号（数字）"}' },
  customer_service: { label: '在线客服入口', hint: '{"name": "在线客服", "url": "https://…"}' },
  pc_bottom_nav: { label: '页脚导航', hint: '[{"title": "分组", "list": [{"name": "名称", "link": {…}}]}]' },
  pc_login_bottom_nav: { label: '登录页底部链接', hint: '[{"name": "名称", "link": {…}}]' },
  pc_selling_points: { label: '页脚卖点', hint: '[{"title": "标题", "desc": "说明"}]' },
  qr_codes: { label: '二维码', hint: '[{"name": "小程序", "image": "/images/…"}]' },
};

export interface ConfigEntry {
  key: string;
  value: unknown;
  configured: boolean;
}

/** 修改 one key: a text key as text, a structured one as JSON (the server checks its shape). */
export function ConfigForm({ entry }: { entry: ConfigEntry }) {
  const { busy, run } = useWrite();
  const plain = typeof entry.value === 'string';
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const name = configLabels[entry.key]?.label ?? entry.key;
  async function save() {
    let value = JSON.stringify(text.trim());
    if (!plain) {
      try {
        value = JSON.stringify(JSON.parse(text));
      } catch {
        return toastError('格式不正确：请填写 JSON，如示例所示');
      }
    }
    const done = await run(
      () => api.post('/admin/sys/config/save', { key: entry.key, value }),
      `已保存${name}`,
    );
    if (done) setOpen(false);
  }
  return (
    <>
      <Button
        type="link"
        onClick={() => {
          setText(plain ? String(entry.value) : JSON.stringify(entry.value, null, 2));
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
        </div>
      </Modal>
      {entry.configured ? (
        <Popconfirm
          title={`恢复${name}的默认值？`}
          okText="恢复默认"
          cancelText="取消"
          onConfirm={() =>
            run(() => api.post('/admin/sys/config/delete', { key: entry.key }), `已恢复${name}的默认值`)
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
