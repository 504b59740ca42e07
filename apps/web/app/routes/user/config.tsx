import { Form } from 'antd';
import { useRevalidator } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { UploadField } from '../../components/upload/upload-field';
import type { UploadedFile } from '../../components/upload/upload-items';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { pageTitle } from '../../messages';
import type { Route } from './+types/config';

const TITLE = '账户设置';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

function AvatarForm() {
  const { revalidate } = useRevalidator();
  const save = async (files: UploadedFile[]) => {
    const file = files.at(-1);
    if (!file) return;
    await api.post('/user/edit/avatar', { filePath: file.filePath });
    toastSuccess('头像已更新');
    await revalidate();
  };
  return (
    <Form layout="vertical">
      <Form.Item label="头像" name="avatar" extra="支持 png、gif、jpg、jpeg，不超过 2MB">
        <UploadField purpose="avatar" onChange={(files) => void save(files).catch(() => {})} />
      </Form.Item>
    </Form>
  );
}

export default function AccountSettings() {
  return (
    <AntdScope>
      <section aria-labelledby="config-title" className="lm-panel">
        <h1 id="config-title">{TITLE}</h1>
        <AvatarForm />
      </section>
    </AntdScope>
  );
}
