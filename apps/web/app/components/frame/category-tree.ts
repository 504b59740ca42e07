import type { ProductGroup, ProductTypeOption } from '../../lib/frame/types';

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/**
 * The flat `{ id, pid, option }` list as a tree, `depth` levels below `pid`. The depth bound also
 * keeps a malformed list (a cycle) from recursing for ever.
 */
export function categoryChildren(options: readonly ProductTypeOption[], pid: number, depth: number) {
  const byPid = new Map<number, ProductTypeOption[]>();
  for (const option of options) {
    const siblings = byPid.get(option.pid);
    if (siblings) siblings.push(option);
    else byPid.set(option.pid, [option]);
  }
  const build = (parent: number, level: number): CategoryNode[] =>
    level <= 0
      ? []
      : (byPid.get(parent) ?? []).map((o) => ({
          id: o.id,
          name: o.option,
          children: build(o.id, level - 1),
        }));
  return build(pid, depth);
}

/** The product groups of the header menu, each with two levels of its categories below it. */
export function groupMenuTree(groups: readonly ProductGroup[], options: readonly ProductTypeOption[]) {
  return groups.map((group) => {
    const id = group.link.params.product_type_id;
    return { id, name: group.group_name, children: categoryChildren(options, id, 2) };
  });
}
