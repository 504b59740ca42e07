import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, extensionOf, IMAGE_EXTENSIONS, uploadKey } from './upload-rules';

describe('upload control rules', () => {
  const images = { accept: IMAGE_EXTENSIONS, maxSizeMb: 2 };

  it.each(['a.png', 'b.GIF', 'c.jpg', 'd.JPEG'])('when an image is named %s, then it may go', (name) => {
    expect(checkFile({ name, size: 1000 }, images)).toBeNull();
  });

  it.each(['a.svg', 'b.html', 'c.jpg.exe', 'noext', '.png', 'clip.mp4'])(
    'when a file is named %s, then the extension message lists what is allowed',
    (name) => {
      expect(checkFile({ name, size: 1000 }, images)).toBe('请选择后缀名为png、gif、jpg、jpeg的文件');
    },
  );

  it('when a video control is given an image, then it asks for mp4', () => {
    expect(checkFile({ name: 'a.png', size: 1 }, { accept: ['mp4'], maxSizeMb: 100 })).toBe(
      '请选择后缀名为mp4的文件',
    );
  });

  it('when a file is over the limit, then the size message names it in mb; exactly the limit is fine', () => {
    expect(checkFile({ name: 'a.png', size: 2 * 1024 * 1024 + 1 }, images)).toBe('上传的文件大小不得超过2mb');
    expect(checkFile({ name: 'a.png', size: 2 * 1024 * 1024 }, images)).toBeNull();
  });

  it('builds the picker filter and the object key', () => {
    expect(acceptAttribute(IMAGE_EXTENSIONS)).toBe('.png,.gif,.jpg,.jpeg');
    expect(extensionOf('证件.JPG')).toBe('jpg');
    expect(uploadKey('u/7/202611/', '证件 正面.JPG', () => 'r4nd')).toMatch(
      /^u\/7\/202611\/[0-9a-z]+-r4nd\.jpg$/,
    );
    expect(uploadKey('u/7/202611/', 'README', () => 'x')).toMatch(/^u\/7\/202611\/[0-9a-z]+-x$/);
  });
});
