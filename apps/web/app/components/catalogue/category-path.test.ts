import { describe, expect, it } from 'vitest';
import { categoryPath } from './category-path';

const options = [
  { id: 1, pid: 0, option: '化学试剂' },
  { id: 2, pid: 1, option: '有机试剂' },
  { id: 3, pid: 2, option: '醇类' },
];

describe('categoryPath', () => {
  it('when given a leaf, then it lists root to leaf', () => {
    expect(categoryPath(options, 3).map((c) => c.name)).toEqual(['化学试剂', '有机试剂', '醇类']);
  });

  it('when the id is unknown or missing, then the path is empty', () => {
    expect(categoryPath(options, 99)).toEqual([]);
    expect(categoryPath(options, undefined)).toEqual([]);
  });

  it('when the list has a cycle, then the walk stops', () => {
    const cyclic = [
      { id: 1, pid: 2, option: 'a' },
      { id: 2, pid: 1, option: 'b' },
    ];
    expect(categoryPath(cyclic, 1)).toHaveLength(2);
  });
});
