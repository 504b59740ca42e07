import { describe, expect, it } from 'vitest';
import { downloadName } from './file-name.ts';

describe('downloadName', () => {
  it.each([
    ['营业执照.JPG', 'jpg', '营业执照.jpg'],
    ['photo.jpg', 'png', 'photo.png'],
    ['C:\\Users\\王\\Desktop\\身份证 正面.jpeg', 'jpg', '身份证 正面.jpg'],
    ['../../etc/passwd', 'png', 'passwd.png'],
    ['a"b<c>|d?.png', 'png', 'abcd.png'],
    ['evil\u202egpj.exe', 'png', 'evilgpj.png'],
    ['.hidden', 'gif', '文件.gif'],
    ['', 'mp4', '文件.mp4'],
    ['x'.repeat(300), 'png', `${'x'.repeat(80)}.png`],
  ])('when the member called it %j, then it downloads as %j', (name, ext, expected) => {
    expect(downloadName(name, ext)).toBe(expected);
  });
});
