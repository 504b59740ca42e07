import { type ChangeEvent, useRef, useState } from 'react';
import { api } from '../../lib/api/browser';
import { toastError } from '../../lib/ui/feedback';
import { uploadFile } from '../../lib/upload/upload-file';
import { runUploadJob, type UploadJobDeps } from '../upload/upload-job';
import { acceptAttribute, checkFile, IMAGE_EXTENSIONS } from '../upload/upload-rules';
import { chatText as t } from './chat-text';

const deps: UploadJobDeps = {
  getToken: () => api.get('/oss/token'),
  register: (payload) => api.post('/oss/register', payload),
  uploadFile,
};
/** The `chat` purpose's limit (contract upload-purposes: 10 MB). */
const MAX_MB = 10;

/** 图片: one picture through the shared upload path (purpose `chat`), then sent as an image message. */
export function ChatPicture({
  disabled,
  onUploaded,
}: {
  disabled: boolean;
  onUploaded: (filePath: string) => unknown;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = checkFile(file, { accept: IMAGE_EXTENSIONS, maxSizeMb: MAX_MB });
    if (refused) {
      toastError(refused);
      return;
    }
    setUploading(true);
    const outcome = await runUploadJob(deps, {
      file,
      purpose: 'chat',
      resume: {},
      onProgress: () => {},
      onTask: () => {},
    });
    setUploading(false);
    if (outcome.status === 'done') await onUploaded(outcome.result.filePath);
    else if (outcome.status === 'failed') toastError(t.uploadFailed);
  };

  return (
    <>
      <button
        type="button"
        className="lm-chat__tool"
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? t.uploading : t.picture}
      </button>
      <input ref={input} type="file" hidden accept={acceptAttribute(IMAGE_EXTENSIONS)} onChange={onChange} />
    </>
  );
}
