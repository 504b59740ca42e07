import { describe, expect, it } from 'vitest';
import { categoryChildren, groupMenuTree } from './category-tree';

const options = [
  { id: 1, pid: 0, option: '化学试剂' },
  { id: 2, pid: 1, option: '有机试剂' },
  { id: 3, pid: 2, option: '醇类' },
  { id: 4, pid: 3, option: '伯醇' },
  { id: 5, pid: 0, option: '实验耗材' },
  { id: 6, pid: 1, option: '无机试剂' },
];

describe('categoryChildren', () => {
  it('when asked for the roots, then it gives the pid-0 categories in order, one level deep', () => {
    expect(categoryChildren(options, 0, 1)).toEqual([
      { id: 1, name: '化学试剂', children: [] },
      { id: 5, name: '实验耗材', children: [] },
    ]);
  });

  it('when asked for two levels, then grandchildren come along and deeper ones do not', () => {
    expect(categoryChildren(options, 1, 2)).toEqual([
      { id: 2, name: '有机试剂', children: [{ id: 3, name: '醇类', children: [] }] },
      { id: 6, name: '无机试剂', children: [] },
    ]);
  });

  it('when the list has a cycle, then the depth bound stops it', () => {
    const cyclic = [
      { id: 1, pid: 2, option: 'a' },
      { id: 2, pid: 1, option: 'b' },
    ];
    expect(categoryChildren(cyclic, 1, 3)).toEqual([
      { id: 2, name: 'b', children: [{ id: 1, name: 'a', children: [{ id: 2, name: 'b', children: [] }] }] },
    ]);
  });
});

describe('groupMenuTree', () => {
  it('when groups point at categories, then each carries two levels of them', () => {
    const groups = [
      { group_name: '试剂', link: { params: { product_type_id: 1 } } },
      { group_name: '空组', link: { params: { product_type_id: 99 } } },
    ];
    expect(groupMenuTree(groups, options)).toEqual([
      {
        id: 1,
        name: '试剂',
        children: [
          { id: 2, name: '有机试剂', children: [{ id: 3, name: '醇类', children: [] }] },
          { id: 6, name: '无机试剂', children: [] },
        ],
      },
      { id: 99, name: '空组', children: [] },
    ]);
  });
});
