import type { GetAnswer } from '@labmall/contract';
import { chinaMinute } from '@labmall/rules';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser';
import { Descriptions, Image } from './kit';
import { verificationKindLabels, verificationStateLabels } from './member-labels';

type Material = GetAnswer<'/admin/verifications/detail'>;

/**
 * One real-name submission in full, loaded when shown: the ID number comes masked, or in full to an
 * operator with members.view_id_numbers (the API logs that view), so it is fetched only on request.
 * The images open large on click.
 */
export function VerificationMaterial({ id }: { id: number }) {
  const [material, setMaterial] = useState<Material | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api
      .get('/admin/verifications/detail', { id })
      .then(setMaterial)
      .catch(() => setFailed(true));
  }, [id]);

  if (failed) return <p role="alert">证件资料加载失败，请刷新重试</p>;
  if (!material) return <p>正在加载证件资料…</p>;
  const personal = material.kind === 'personal';
  return (
    <div className="lm-console__material">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'kind',
            label: '认证类型',
            children: verificationKindLabels[material.kind] ?? material.kind,
          },
          {
            key: 'state',
            label: '状态',
            children: verificationStateLabels[material.state] ?? material.state,
          },
          ...(personal
            ? [
                { key: 'name', label: '真实姓名', children: material.real_name || '—' },
                { key: 'id', label: '身份证号', children: material.id_card || '—' },
              ]
            : [
                { key: 'org', label: '单位名称', children: material.organisation || '—' },
                { key: 'code', label: '统一社会信用代码', children: material.credit_code || '—' },
                { key: 'contact', label: '联系人', children: material.contact_name || '—' },
                { key: 'phone', label: '联系电话', children: material.contact_phone || '—' },
              ]),
          { key: 'at', label: '提交时间', children: chinaMinute(material.submitted_at) },
          ...(material.warning ? [{ key: 'warning', label: '提醒', children: material.warning }] : []),
          ...(material.reason ? [{ key: 'reason', label: '驳回原因', children: material.reason }] : []),
        ]}
      />
      {material.images.length ? (
        <Image.PreviewGroup>
          <div className="lm-console__images">
            {material.images.map((image) => (
              <figure key={image.label}>
                <Image src={image.url} alt={image.label} width={200} />
                <figcaption>{image.label}（点击放大）</figcaption>
              </figure>
            ))}
          </div>
        </Image.PreviewGroup>
      ) : (
        <p>暂无证件照片</p>
      )}
    </div>
  );
}
