import { describe, expect, it } from 'vitest';
import { controlledLabel, hazardText, sanitizeDescription } from './product-labels.ts';

describe('product labels', () => {
  it('words hazard statements, combined ones too', () => {
    expect(hazardText('H225')).toBe('高度易燃液体和蒸气');
    expect(hazardText('H301+H311')).toMatch(/.+；.+/);
    expect(hazardText('H360FD')).toBe(hazardText('H360'));
    expect(hazardText('H999')).toBe('H999');
  });

  it('names controlled classes', () => {
    expect(controlledLabel('precursor-3')).toBe('易制毒第三类');
    expect(controlledLabel('highly-toxic')).toBe('剧毒');
  });

  it('keeps formatting and drops scripts, handlers and javascript links', () => {
    const html = sanitizeDescription(
      '<p onclick="x()">纯度 <strong>≥99.9%</strong><sub>2</sub></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a><img src="http://a/b.png" onerror="y()"><iframe src="https://e"></iframe>',
    );
    expect(html).toContain('<p>纯度 <strong>≥99.9%</strong><sub>2</sub></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    expect(html).not.toContain('http://a/b.png');
  });
});
