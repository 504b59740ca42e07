import { describe, expect, it } from 'vitest';
import {
  linesFromTable,
  normalizeCode,
  parseQuantityText,
  QUICK_ORDER_MAX_LINES,
  quickOrderMessages,
  splitPastedTable,
} from './quick-order.ts';

describe('normalizeCode', () => {
  it.each([
    ['ＨＸ－Ａ１００２３－５００ＭＬ', 'HX-A10023-500ML'],
    [' hx-a10023 -500ml ', 'hx-a10023-500ml'],
    ['HX\u3000A1', 'HXA1'],
    ['75–05–8', '75-05-8'],
    ['"C-1001"', 'C-1001'],
    ['７５－０５－８', '75-05-8'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeCode(raw)).toBe(expected);
  });
});

describe('parseQuantityText', () => {
  it.each([
    ['', { quantity: null }],
    ['５', { quantity: 5 }],
    [' 12 ', { quantity: 12 }],
    ['3瓶', { quantity: 3 }],
    ['2 pcs', { quantity: 2 }],
    ['1,000', { quantity: 1000 }],
    ['0', { quantity: 0 }],
    ['-2', { quantity: -2 }],
    ['1.5', { quantity: 1.5 }],
  ])('%j → %j', (raw, expected) => {
    expect(parseQuantityText(raw)).toEqual(expected);
  });

  it('when the cell is not a number, then it says so', () => {
    expect(parseQuantityText('若干')).toEqual({ error: quickOrderMessages.badQuantity('若干') });
  });
});

describe('splitPastedTable', () => {
  it('when Excel cells are pasted, then tabs separate them', () => {
    expect(splitPastedTable('A-1\t2\r\nB-2\t3\r\n')).toEqual([['A-1', '2'], ['B-2', '3'], ['']]);
  });

  it('when a CSV is pasted, then commas (ASCII or full-width) and quotes are understood', () => {
    expect(splitPastedTable('货号,数量\n"A,1",2\nB-2，3')).toEqual([
      ['货号', '数量'],
      ['A,1', '2'],
      ['B-2', '3'],
    ]);
  });

  it('when a plain list is pasted, then a trailing number is the quantity and the rest the code', () => {
    expect(splitPastedTable('A-1 5\nHX A1\nC-3')).toEqual([['A-1', '5'], ['HX A1'], ['C-3']]);
  });
});

describe('linesFromTable', () => {
  it('when there is no header, then the first column is the code and the second the quantity', () => {
    expect(linesFromTable([['a-1', '2'], ['', ''], ['B-2']])).toEqual({
      header: false,
      lines: [
        { code: 'a-1', quantity: '2' },
        { code: 'B-2', quantity: '' },
      ],
    });
  });

  it('when a header names the columns, then they are used in any order', () => {
    expect(
      linesFromTable([
        ['品名', '数量', 'Cat. No.'],
        ['乙腈', '4', 'C-1'],
      ]),
    ).toEqual({ header: true, lines: [{ code: 'C-1', quantity: '4' }] });
  });

  it('when both 货号 and CAS columns exist, then the 货号 wins and the CAS fills in', () => {
    expect(
      linesFromTable([
        ['货号', 'CAS', '数量'],
        ['C-1', '75-05-8', '1'],
        ['', '67-56-1', '2'],
      ]),
    ).toEqual({
      header: true,
      lines: [
        { code: 'C-1', quantity: '1' },
        { code: '67-56-1', quantity: '2' },
      ],
    });
  });

  it('when the quantity comes first, then the columns are swapped', () => {
    expect(
      linesFromTable([
        ['2', 'C-1'],
        ['3', 'C-2'],
      ]),
    ).toMatchObject({
      lines: [
        { code: 'C-1', quantity: '2' },
        { code: 'C-2', quantity: '3' },
      ],
    });
  });

  it('when the heading row uses words it does not know, then it is still skipped', () => {
    expect(
      linesFromTable([
        ['物品', '个数'],
        ['C-1', '2'],
      ]),
    ).toEqual({
      header: true,
      lines: [{ code: 'C-1', quantity: '2' }],
    });
  });

  it('when the sheet is empty, then it says so', () => {
    expect(linesFromTable([['', ' '], []])).toEqual({ error: quickOrderMessages.empty });
  });

  it('when the columns are garbage, then it asks for a code column', () => {
    expect(
      linesFromTable([
        ['张三', '13800000000', '北京市海淀区'],
        ['李四', '13900000000', '上海市徐汇区'],
        ['王五', '13700000000', '广州市天河区'],
      ]),
    ).toEqual({ error: quickOrderMessages.noCodeColumn });
  });

  it('states the line limit in its message', () => {
    expect(quickOrderMessages.tooMany(5000)).toContain(String(QUICK_ORDER_MAX_LINES));
  });
});
