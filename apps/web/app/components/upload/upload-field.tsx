import { CloseCircleFilled, DeleteOutlined, PlusOutlined, RedoOutlined } from '@ant-design/icons';
import { purposeLimitMb, type UploadPurpose } from '@labmall/contract/upload-purposes';
import { TOAST_MS, UPLOAD_CONTROL } from '@labmall/rules';
import { App, Button, Progress, Upload } from 'antd';
import { type CSSProperties, useEffect, useReducer, useRef } from 'react';
import { api } from '../../lib/api/browser';
import { type UploadTask, uploadFile } from '../../lib/upload/upload-file';
import { ImagePreview } from './image-preview';
import { filesOf, itemFromFile, itemsReducer, type UploadedFile, type UploadItem } from './upload-items';
import { type ResumeState, runUploadJob, type UploadJobDeps } from './upload-job';
import { uploadMessages } from './upload-messages';
import { createQueue } from './upload-queue';
import {
  acceptAttribute,
  checkFile,
  IMAGE_EXTENSIONS,
  isImageName,
  type MediaExtension,
} from './upload-rules';

export interface UploadFieldProps {
  /** What the files are for; the server checks type and size against it. */
  purpose: UploadPurpose;
  /** Allowed extensions: the images (png, gif, jpg, jpeg) by default; `['mp4']` for video. */
  accept?: readonly MediaExtension[];
  /** Size limit in MB; the purpose's own limit by default. */
  maxSizeMb?: number;
  /** How many files the field holds: 1 by default (a new choice then replaces the old file). */
  maxCount?: number;
  value?: UploadedFile[];
  onChange?: (value: UploadedFile[]) => void;
  disabled?: boolean;
  id?: string;
  /**
   * In the console: the staff member's upload routes instead of the member's, those the page's
   * permission opens (`catalogue` for 商品, `content` for articles and the like, `home` for banners,
   * `finance` for a refund's bank receipt).
   */
  staff?: StaffUploads;
}

export type StaffUploads = 'catalogue' | 'content' | 'home' | 'finance';

const memberDeps: UploadJobDeps = {
  getToken: () => api.get('/oss/token'),
  register: (payload) => api.post('/oss/register', payload),
  uploadFile,
};

/** The 内容 routes take purpose `content` only, 财务's `voucher` only: the field's purpose is that one there. */
const staffDeps: Record<StaffUploads, UploadJobDeps> = {
  catalogue: {
    getToken: () => api.get('/admin/oss/token'),
    register: (payload) => api.post('/admin/oss/register', payload),
    uploadFile,
  },
  content: {
    getToken: () => api.get('/admin/content/oss/token'),
    register: (payload) => api.post('/admin/content/oss/register', { ...payload, purpose: 'content' }),
    uploadFile,
  },
  home: {
    getToken: () => api.get('/admin/home/oss/token'),
    register: (payload) => api.post('/admin/home/oss/register', { ...payload, purpose: 'content' }),
    uploadFile,
  },
  finance: {
    getToken: () => api.get('/admin/finance/oss/token'),
    register: (payload) => api.post('/admin/finance/oss/register', { ...payload, purpose: 'voucher' }),
    uploadFile,
  },
};

interface Job {
  file: File;
  resume: ResumeState;
  task?: UploadTask;
}

const sameFiles = (a: UploadedFile[], b: UploadedFile[]) =>
  a.length === b.length && a.every((file, i) => file.filePath === b[i]?.filePath);

const styles = {
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 },
  item: { display: 'flex', flexDirection: 'column', gap: 4, width: 120 },
  name: { fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  failed: { color: '#ff4d4f', fontSize: 12, display: 'flex', gap: 4, alignItems: 'center' },
  actions: { display: 'flex', gap: 4 },
} satisfies Record<string, CSSProperties>;

/**
 * The shared upload control for forms (SPEC §4, §5, §9): checks extension and size, uploads one file
 * at a time straight to object storage through the upload helper, registers it with the API, and
 * shows a preview, a progress bar, 上传成功 / 上传失败, and remove and retry. Use it inside
 * `<Form.Item name=…>`: its value is the list of accepted files.
 */
export function UploadField({
  purpose,
  accept = IMAGE_EXTENSIONS,
  maxSizeMb = purposeLimitMb[purpose],
  maxCount = UPLOAD_CONTROL.mediaLimit,
  value,
  onChange,
  disabled,
  id,
  staff,
}: UploadFieldProps) {
  const deps = staff ? staffDeps[staff] : memberDeps;
  const { message } = App.useApp();
  const [items, dispatch] = useReducer(itemsReducer, value ?? [], (files: UploadedFile[]) =>
    files.map(itemFromFile),
  );
  const jobs = useRef(new Map<string, Job>());
  const queue = useRef(createQueue(UPLOAD_CONTROL.concurrency));
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // Files chosen together may all arrive before the list re-renders: count them until it does.
  const countAdded = useRef(0);
  countAdded.current = 0;

  useEffect(() => {
    dispatch({ type: 'sync', value: value ?? [] });
  }, [value]);

  useEffect(() => {
    const next = filesOf(items);
    if (!sameFiles(next, latest.current.value ?? [])) latest.current.onChange?.(next);
  }, [items]);

  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const job of running.values()) job.task?.cancel();
    };
  }, []);

  function start(uid: string) {
    void queue.current.run(async () => {
      const job = jobs.current.get(uid);
      if (!job) return;
      dispatch({ type: 'progress', uid, percent: 0 });
      const outcome = await runUploadJob(deps, {
        file: job.file,
        purpose,
        resume: job.resume,
        onProgress: (percent) => dispatch({ type: 'progress', uid, percent }),
        onTask: (task) => {
          job.task = task;
        },
      });
      if (jobs.current.get(uid) !== job) return; // removed meanwhile
      if (outcome.status === 'done') {
        jobs.current.delete(uid);
        dispatch({ type: 'done', uid, result: outcome.result });
        message.success({ content: uploadMessages.success, duration: TOAST_MS / 1000 });
      } else if (outcome.status === 'failed') {
        dispatch({ type: 'fail', uid });
      }
    });
  }

  function remove(uid: string) {
    jobs.current.get(uid)?.task?.cancel();
    jobs.current.delete(uid);
    dispatch({ type: 'remove', uid });
  }

  function choose(file: File): false | typeof Upload.LIST_IGNORE {
    const problem = checkFile(file, { accept, maxSizeMb });
    if (problem) {
      message.error({ content: problem, duration: TOAST_MS / 1000 });
      return Upload.LIST_IGNORE;
    }
    const replace = maxCount === 1;
    if (!replace && items.length + countAdded.current >= maxCount) {
      message.error({ content: uploadMessages.tooMany(maxCount), duration: TOAST_MS / 1000 });
      return Upload.LIST_IGNORE;
    }
    if (replace) for (const item of items) remove(item.uid);
    countAdded.current += 1;
    const uid = `${Date.now()}-${file.name}-${Math.random()}`;
    jobs.current.set(uid, { file, resume: {} });
    dispatch({ type: 'add', uid, name: file.name, replace });
    start(uid);
    return false;
  }
  const full = maxCount > 1 && items.length >= maxCount;
  const isVideoOnly = accept.every((e) => e === 'mp4');
  const takesDocuments = accept.some((e) => e === 'pdf');

  return (
    <div id={id}>
      {items.length > 0 && (
        <ul aria-label={uploadMessages.listLabel} style={{ ...styles.list, marginBottom: 12 }}>
          {items.map((item) => (
            <FileItem
              key={item.uid}
              item={item}
              disabled={!!disabled}
              onRemove={() => remove(item.uid)}
              onRetry={() => {
                dispatch({ type: 'retry', uid: item.uid });
                start(item.uid);
              }}
            />
          ))}
        </ul>
      )}
      {!full && (
        <Upload
          accept={acceptAttribute(accept)}
          multiple={maxCount > 1}
          showUploadList={false}
          disabled={!!disabled}
          beforeUpload={choose}
        >
          <Button icon={<PlusOutlined />} disabled={!!disabled}>
            {isVideoOnly
              ? uploadMessages.chooseVideo
              : takesDocuments
                ? uploadMessages.choose
                : uploadMessages.chooseImage}
          </Button>
        </Upload>
      )}
    </div>
  );
}

function FileItem(props: { item: UploadItem; disabled: boolean; onRemove: () => void; onRetry: () => void }) {
  const { item } = props;
  const preview =
    item.status === 'done' && item.result ? (
      isImageName(item.result.fileName) || item.result.contentType.startsWith('image/') ? (
        <ImagePreview src={item.result.url} alt={item.name} />
      ) : item.result.contentType === 'application/pdf' ? (
        <a href={item.result.url} target="_blank" rel="noreferrer">
          {item.result.fileName}
        </a>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: members' own clips have no captions to offer
        <video src={item.result.url} controls preload="metadata" width={120} />
      )
    ) : null;
  return (
    <li style={styles.item}>
      {preview}
      <span style={styles.name} title={item.name}>
        {item.name}
      </span>
      {(item.status === 'waiting' || item.status === 'uploading') && (
        <Progress
          percent={item.percent}
          size="small"
          aria-label={`${item.status === 'waiting' ? uploadMessages.waiting : uploadMessages.uploading} ${item.name}`}
        />
      )}
      {item.status === 'error' && (
        <span role="alert" style={styles.failed}>
          <CloseCircleFilled aria-hidden />
          {uploadMessages.failed}
        </span>
      )}
      <span style={styles.actions}>
        {item.status === 'error' && (
          <Button size="small" icon={<RedoOutlined />} onClick={props.onRetry} disabled={props.disabled}>
            {uploadMessages.retry}
          </Button>
        )}
        <Button
          size="small"
          icon={<DeleteOutlined />}
          onClick={props.onRemove}
          disabled={props.disabled}
          aria-label={`${uploadMessages.remove} ${item.name}`}
        >
          {uploadMessages.remove}
        </Button>
      </span>
    </li>
  );
}
