import { NICKNAME_MAX, rules, toAntdRules } from '@labmall/rules';
import { Form, Input, type InputRef, Modal } from 'antd';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { LmForm } from '../../lib/ui/lm-form';
import { messages } from '../../messages';
import { AntdScope } from '../antd-scope';

const t = messages.userCentre.nicknameDialog;
const nicknameRules = toAntdRules(rules.nickname);

interface NicknameForm {
  nick_name: string;
}

/**
 * 修改昵称: antd Modal (role dialog, labelled by its title, focus kept inside, Escape cancels) in
 * AntdScope (zh-CN texts, AA primary), with one field checked by the shared nickname rules. On
 * success the root loader runs again, so every place that shows the member's info is fresh.
 */
export default function NicknameDialog({ nickname, onClosed }: { nickname: string; onClosed: () => void }) {
  const [form] = Form.useForm<NicknameForm>();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const input = useRef<InputRef>(null);
  const revalidator = useRevalidator();
  const formId = useId();

  const save = async ({ nick_name }: NicknameForm) => {
    setSaving(true);
    try {
      await api.post('/user/edit/nick_name', { nick_name: nick_name.trim() });
    } catch {
      // The client has already shown the server's message (or the session dialog).
      setSaving(false);
      return;
    }
    toastSuccess(t.saved);
    setOpen(false);
    await revalidator.revalidate();
  };

  return (
    <AntdScope>
      <Modal
        open={open}
        title={t.title}
        okText={t.submit}
        cancelText={t.cancel}
        okButtonProps={{ htmlType: 'submit', form: formId }}
        confirmLoading={saving}
        onCancel={() => setOpen(false)}
        afterOpenChange={(visible) => {
          if (visible) input.current?.focus({ cursor: 'all' });
        }}
        afterClose={onClosed}
        destroyOnHidden
      >
        <LmForm<NicknameForm>
          id={formId}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ nick_name: nickname }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item<NicknameForm> label={t.label} name="nick_name" rules={nicknameRules}>
            <Input ref={input} placeholder={t.placeholder} maxLength={NICKNAME_MAX} autoComplete="nickname" />
          </Form.Item>
        </LmForm>
      </Modal>
    </AntdScope>
  );
}
