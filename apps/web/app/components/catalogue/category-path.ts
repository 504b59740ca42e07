import type { ProductTypeOption } from '../../lib/frame/types';

/**
 * A category and its ancestors, root first, from the flat `{id, pid, option}` list. Bounded by the
 * list's length, so a malformed list (a cycle) cannot loop for ever.
 */
export function categoryPath(options: readonly ProductTypeOption[], id: number | undefined) {
  const byId = new Map(options.map((option) => [option.id, option]));
  const path: { id: number; name: string }[] = [];
  let node = id === undefined ? undefined : byId.get(id);
  while (node && path.length < options.length) {
    path.unshift({ id: node.id, name: node.option });
    node = node.pid === 0 ? undefined : byId.get(node.pid);
  }
  return path;
}
