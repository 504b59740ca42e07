import { purposeLimitMb } from '@labmall/contract/upload-purposes';
import { type ChangeEvent, useRef, useState } from 'react';
import { api } from '../../../lib/api/browser';
import { uploadFile } from '../../../lib/upload/upload-file';
import { runUploadJob, type UploadJobDeps } from '../../upload/upload-job';
import { acceptAttribute, checkFile, IMAGE_EXTENSIONS } from '../../upload/upload-rules';
import { Button } from '../kit';

// 客服 do not hold 商品 editing, so the chat has its own staff upload pair (purpose `chat` only).
const deps: UploadJobDeps = {
  getToken: () => api.get('/admin/chat/oss/token'),
  register: (payload) => api.post('/admin/chat/oss/register', { ...payload, purpose: 'chat' }),
  uploadFile,
};

/** 图片: the buyer side's rule (png, gif, jpg up to the `chat` purpose's 10 MB), then sent as an image. */
export function StaffPicture({
  disabled,
  onUploaded,
}: {
  disabled: boolean;
  onUploaded: (filePath: string) => Promise<unknown>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkFile(file, { accept: IMAGE_EXTENSIONS, maxSizeMb: purposeLimitMb.chat });
    setProblem(refused ?? '');
    if (refused) return;
    setPercent(0);
    try {
      const outcome = await runUploadJob(deps, {
        file,
        purpose: 'chat',
        resume: {},
        onProgress: (now) => setPercent(Math.round(now)),
        onTask: () => {},
      });
      if (outcome.status === 'done') await onUploaded(outcome.result.filePath);
      else if (outcome.status === 'failed') setProblem('图片上传失败，请重试');
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <Button disabled={disabled || percent !== null} onClick={() => input.current?.click()}>
        {percent === null ? '图片' : `上传中 ${percent}%`}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="选择图片"
        accept={acceptAttribute(IMAGE_EXTENSIONS)}
        onChange={onChange}
      />
      {problem ? (
        <span className="lm-inbox__problem" role="alert">
          {problem}
        </span>
      ) : null}
    </>
  );
}
