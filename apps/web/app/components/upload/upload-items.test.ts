import { describe, expect, it } from 'vitest';
import { filesOf, itemFromFile, itemsReducer, type UploadedFile, type UploadItem } from './upload-items';

const file = (name: string): UploadedFile => ({
  filePath: `o/avatar/202611/${name}`,
  fileName: `${name}.png`,
  url: `/storage/labmall/o/avatar/202611/${name}?signature=x`,
  contentType: 'image/png',
  size: 10,
  id: 1,
  expiresAt: '2026-11-25T08:00:00.000Z',
});

const run = (items: UploadItem[], ...actions: Parameters<typeof itemsReducer>[1][]) =>
  actions.reduce(itemsReducer, items);

describe('upload control list', () => {
  it('when a file is added, uploads and is accepted, then it becomes part of the value', () => {
    const items = run(
      [],
      { type: 'add', uid: 'a', name: 'a.png', replace: false },
      { type: 'progress', uid: 'a', percent: 42.4 },
    );
    expect(items).toEqual([{ uid: 'a', name: 'a.png', status: 'uploading', percent: 42 }]);
    expect(filesOf(items)).toEqual([]);
    const done = itemsReducer(items, { type: 'done', uid: 'a', result: file('a') });
    expect(filesOf(done)).toEqual([file('a')]);
  });

  it('when an upload fails and is retried, then it goes back to waiting', () => {
    const items = run(
      [],
      { type: 'add', uid: 'a', name: 'a.png', replace: false },
      { type: 'fail', uid: 'a' },
    );
    expect(items[0]?.status).toBe('error');
    expect(itemsReducer(items, { type: 'retry', uid: 'a' })[0]?.status).toBe('waiting');
  });

  it('when the field holds one file, then a new choice replaces the old one', () => {
    const items = run([itemFromFile(file('old'))], { type: 'add', uid: 'b', name: 'b.png', replace: true });
    expect(items.map((i) => i.uid)).toEqual(['b']);
  });

  it('when a file is removed, then it leaves the list and the value', () => {
    const items = run([itemFromFile(file('a')), itemFromFile(file('b'))], {
      type: 'remove',
      uid: file('a').filePath,
    });
    expect(filesOf(items)).toEqual([file('b')]);
  });

  it('when the form sets another value, then the list follows it and keeps uploads in progress', () => {
    const items = run(
      [itemFromFile(file('a'))],
      { type: 'add', uid: 'up', name: 'up.png', replace: false },
      { type: 'sync', value: [file('c')] },
    );
    expect(items.map((i) => i.uid)).toEqual([file('c').filePath, 'up']);
    const same = itemsReducer(items, { type: 'sync', value: [file('c')] });
    expect(same).toBe(items);
  });
});
