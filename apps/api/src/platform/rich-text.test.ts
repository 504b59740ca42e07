import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('when the html holds a script tag, then the script and its text are gone', () => {
    const out = sanitizeRichText('<p>前</p><script>alert(1)</script><p>后</p>');
    expect(out).toBe('<p>前</p><p>后</p>');
  });

  it('when an image carries onerror, then the handler is dropped and the image kept', () => {
    const out = sanitizeRichText('<img src="/uploads/a.png" alt="图" onerror="alert(1)">');
    expect(out).toBe('<img src="/uploads/a.png" alt="图" />');
    expect(sanitizeRichText('<p onclick="x()" onmouseover="y()">字</p>')).toBe('<p>字</p>');
  });

  it('when an image is an uploaded content picture, then its /media/o/content address is kept', () => {
    const html = '<img src="/media/o/content/202611/0b6e7f4e-1111-4c4c-9d9d-123456789abc" alt="离心机">';
    expect(sanitizeRichText(html)).toBe(
      '<img src="/media/o/content/202611/0b6e7f4e-1111-4c4c-9d9d-123456789abc" alt="离心机" />',
    );
  });

  it('when a link is javascript: (in any spelling), then its href is removed', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
    ]) {
      const out = sanitizeRichText(`<a href="${href}">点我</a>`);
      expect(out).not.toMatch(/javascript/i);
      expect(out).toContain('点我');
    }
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain(
      'data:',
    );
  });

  it('when the html holds frames, objects, forms or styles, then they are gone', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x"><form action="/x"><input></form><style>p{}</style><p style="color:red">字</p>',
    );
    expect(out).toBe('<p>字</p>');
  });

  it('keeps headings, lists, tables and emphasis, and demotes h1 to h2', () => {
    const html =
      '<h2>标题</h2><h3>小节</h3><ul><li>一</li></ul><ol start="2"><li>二</li></ol><table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="2">格</td></tr></tbody></table><p><strong>粗</strong><em>斜</em><sub>2</sub><sup>+</sup></p>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<h1>大标题</h1>')).toBe('<h2>大标题</h2>');
  });

  it('keeps images from our origin and the configured storage, drops foreign and protocol-relative ones', () => {
    const storage = { imageOrigins: ['https://bucket.oss.example.com'] };
    expect(sanitizeRichText('<img src="/uploads/u/1/a.png">', storage)).toBe(
      '<img src="/uploads/u/1/a.png" />',
    );
    expect(sanitizeRichText('<img src="https://bucket.oss.example.com/a.png">', storage)).toContain('<img');
    expect(sanitizeRichText('<p><img src="https://evil.example/a.png">字</p>', storage)).toBe('<p>字</p>');
    expect(sanitizeRichText('<img src="//evil.example/a.png">', storage)).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">', storage)).toBe('');
  });

  it('opens other sites in a new window without referrer; our own links stay as they are', () => {
    expect(sanitizeRichText('<a href="https://www.mee.gov.cn/" target="_self" rel="x">生态环境部</a>')).toBe(
      '<a href="https://www.mee.gov.cn/" rel="nofollow noopener noreferrer" target="_blank">生态环境部</a>',
    );
    expect(sanitizeRichText('<a href="/programme/1" target="_blank">方案</a>')).toBe(
      '<a href="/programme/1">方案</a>',
    );
    expect(sanitizeRichText('<a href="tel:400-000-0000">电话</a>')).toContain('href="tel:400-000-0000"');
  });
});

describe('plainText', () => {
  it('when the html has blocks, then words stay apart and the text is cut with an ellipsis', () => {
    expect(plainText('<p>第一段</p><p>第二段 &amp; 更多</p>', 100)).toBe('第一段 第二段 & 更多');
    expect(plainText('<p>一二三四五六</p>', 4)).toBe('一二三…');
  });
});
