// Server rendering only (no DOM in these tests): what a visitor's cached page carries.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HazardBlock } from './product-badges';
import type { ProductDetail } from './types';

type Facts = Pick<ProductDetail, 'controlled' | 'hazards' | 'ghs'>;
const render = (product: Facts) => renderToStaticMarkup(createElement(HazardBlock, { product }));

/** 乙腈 as /product/detail answers it (browse.routes.test.ts checks the API side). */
const acetonitrile: Facts = {
  controlled: [{ code: 'hazardous', label: '危险化学品' }],
  hazards: [
    { code: 'H225', text: '高度易燃液体和蒸气' },
    { code: 'H319', text: '造成严重眼刺激' },
  ],
  ghs: {
    pictograms: [
      { code: 'GHS02', label: '易燃' },
      { code: 'GHS07', label: '刺激性/有害' },
    ],
    signal_word: '危险',
    precautions: [{ code: 'P210', text: '远离热源、热表面、火花、明火以及其他点火源。禁止吸烟。' }],
  },
};

describe('the item page’s hazard block', () => {
  it('shows 乙腈’s controlled class, pictograms with Chinese names, 危险 and its statements in one block', () => {
    const html = render(acetonitrile);
    expect(html.match(/<section/g)).toHaveLength(1);
    expect(html).toContain('危险性信息');
    expect(html).toContain('危险化学品');
    expect(html).toContain('role="img" aria-label="易燃"');
    expect(html).toContain('role="img" aria-label="刺激性/有害"');
    expect(html).not.toContain('aria-label="急性毒性"');
    expect(html).toMatch(/lm-signal--danger">危险</);
    expect(html).toContain('H225');
    // P statements are folded under 防范说明, not dropped.
    expect(html).toMatch(/<details[^>]*><summary>防范说明（1 条）<\/summary>.*P210/);
  });

  it('draws every pictogram it is given, each a red diamond with its name as its title', () => {
    const codes = ['GHS01', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS08', 'GHS09'] as const;
    const html = render({
      controlled: [],
      hazards: [],
      ghs: { pictograms: codes.map((code) => ({ code, label: code })), signal_word: '警告', precautions: [] },
    });
    for (const name of ['爆炸物', '氧化性', '压缩气体', '腐蚀性', '急性毒性', '健康危害', '危害水生环境'])
      expect(html).toMatch(new RegExp(`role="img" aria-label="${name}"[^>]*><title>${name}</title>`));
    expect(html.match(/stroke="#e60012"/g)).toHaveLength(codes.length);
    expect(html).toMatch(/lm-signal--warning">警告</);
  });

  it('is not there for a product with neither controlled classes nor GHS information', () => {
    expect(
      render({ controlled: [], hazards: [], ghs: { pictograms: [], signal_word: null, precautions: [] } }),
    ).toBe('');
  });
});
