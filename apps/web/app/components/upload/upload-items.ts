import type { PostAnswer } from '@labmall/contract';
/** An accepted file as the API returns it from `POST /oss/register`; what a form field holds. */
export type UploadedFile = PostAnswer<'/oss/register'>;

export type ItemStatus = 'waiting' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  uid: string;
  name: string;
  status: ItemStatus;
  /** 0–100 */
  percent: number;
  result?: UploadedFile;
}

export type ItemAction =
  | { type: 'add'; uid: string; name: string; replace: boolean }
  | { type: 'progress'; uid: string; percent: number }
  | { type: 'done'; uid: string; result: UploadedFile }
  | { type: 'fail'; uid: string }
  | { type: 'retry'; uid: string }
  | { type: 'remove'; uid: string }
  | { type: 'sync'; value: UploadedFile[] };

export const itemFromFile = (file: UploadedFile): UploadItem => ({
  uid: file.filePath,
  name: file.fileName,
  status: 'done',
  percent: 100,
  result: file,
});

/** The field's value: the accepted files, in the order they were chosen. */
export const filesOf = (items: UploadItem[]): UploadedFile[] =>
  items.flatMap((item) => (item.status === 'done' && item.result ? [item.result] : []));

const update = (items: UploadItem[], uid: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.uid === uid ? { ...item, ...change } : item));

/** The control's list: pure, so every transition is tested without a browser. */
export function itemsReducer(items: UploadItem[], action: ItemAction): UploadItem[] {
  switch (action.type) {
    case 'add': {
      const item: UploadItem = { uid: action.uid, name: action.name, status: 'waiting', percent: 0 };
      return action.replace ? [item] : [...items, item];
    }
    case 'progress':
      return update(items, action.uid, { status: 'uploading', percent: Math.round(action.percent) });
    case 'done':
      return update(items, action.uid, { status: 'done', percent: 100, result: action.result });
    case 'fail':
      return update(items, action.uid, { status: 'error' });
    case 'retry':
      return update(items, action.uid, { status: 'waiting' });
    case 'remove':
      return items.filter((item) => item.uid !== action.uid);
    case 'sync': {
      // The form changed the value (a reset, a loaded record): take its files, keep uploads in progress.
      const same =
        action.value.length === filesOf(items).length &&
        action.value.every((file, i) => file.filePath === filesOf(items)[i]?.filePath);
      if (same) return items;
      return [...action.value.map(itemFromFile), ...items.filter((item) => item.status !== 'done')];
    }
  }
}
