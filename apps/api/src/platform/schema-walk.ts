import type { z } from 'zod';

/** The parts of a zod definition the walk reads (zod/v4/core's `$ZodTypeDef`, loosely). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schemas a value may be checked against, looking through wrappers, pipes and unions. */
export function concreteSchemas(schema: z.ZodType, depth = 0): z.ZodType[] {
  if (depth > 32) return [];
  const def = defOf(schema);
  const next = (s: z.ZodType | undefined) => (s ? concreteSchemas(s, depth + 1) : []);
  if (WRAPPERS.has(def.type)) return next(def.innerType);
  if (def.type === 'pipe') return next(def.in);
  if (def.type === 'lazy') return next(def.getter?.());
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => next(o));
  if (def.type === 'intersection') return [...next(def.left), ...next(def.right)];
  return [schema];
}

function childOf(def: Def, key: string | number): z.ZodType | undefined {
  if (typeof key === 'number') return def.type === 'array' ? def.element : undefined;
  // Own keys only: a payload key such as `__proto__` or `toString` must not find Object.prototype's.
  if (def.type === 'object')
    return (def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : undefined) ?? def.catchall;
  if (def.type === 'record') return def.valueType;
  return undefined;
}

/** What the schemas expect under an object key (a string) or in an array (a number). */
export function fieldSchemas(schemas: z.ZodType[], key: string | number): z.ZodType[] {
  return schemas.flatMap((parent) =>
    concreteSchemas(parent).flatMap((s) => {
      const child = childOf(defOf(s), key);
      return child ? concreteSchemas(child) : [];
    }),
  );
}
