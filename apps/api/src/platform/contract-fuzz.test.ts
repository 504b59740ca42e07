import { gzipSync } from 'node:zlib';
import { Code } from '@labmall/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { hostileArchives } from '../../test/hostile-zips.ts';
import { archiveUploads, examples, storedUploads } from '../../test/route-examples.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { allRoutes } from '../routes.ts';
import type { AnyRoute } from './route.ts';

/**
 * Every route of the contract, every field of its payload, each hostile value: never a 500, a wrong
 * value is code 400 naming that field, and a refused call changes no row. Routes and fields come from
 * `allRoutes`, so a new route is covered as soon as it is in the table; the only thing it may need is a
 * valid example below, when its payload refuses `{}`.
 *
 * PGlite only: the rules under test are in the transport and the schemas, before any SQL, so a second
 * database kind would repeat the same ~1,000 calls and prove nothing more.
 */

const hostile: { label: string; value: unknown; numbersOnly?: boolean }[] = [
  { label: 'NUL', value: 'ab\u0000c' },
  { label: 'U+0007', value: 'ab\u0007c' },
  { label: '100 KB', value: 'x'.repeat(100 * 1024) },
  { label: 'true', value: true },
  { label: '[]', value: [] },
  { label: '{}', value: {} },
  { label: '"12"', value: '12', numbersOnly: true },
  { label: '1.5', value: 1.5 },
  { label: '-1', value: -1 },
  { label: '2^53', value: 2 ** 53 },
];

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
}

interface Field {
  path: string[];
  schema: JsonSchema;
}

const nameOf = (route: AnyRoute) => `${route.method} ${route.path}`;

/** The shapes a payload may take: one, or one per member of a (discriminated) union. */
function shapesOf(route: AnyRoute): JsonSchema[] {
  const json = z.toJSONSchema(route.payload, { io: 'input', unrepresentable: 'any', reused: 'inline' });
  const root = json as JsonSchema;
  return root.oneOf ?? root.anyOf ?? [root];
}

/** Every field at any depth: object properties, array items as index 0, through nullable unions. */
function fieldsOf(schema: JsonSchema, path: string[] = []): Field[] {
  const here = path.length ? [{ path, schema }] : [];
  const variants = schema.anyOf ?? schema.oneOf ?? [schema];
  return [
    ...here,
    ...variants.flatMap((v) => [
      ...Object.entries(v.properties ?? {}).flatMap(([key, child]) => fieldsOf(child, [...path, key])),
      ...(v.items ? fieldsOf(v.items, [...path, '0']) : []),
    ]),
  ];
}

const isControl = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return c < 0x20 || (c >= 0x7f && c <= 0x9f);
};

/** Whether the field's declared type and bounds leave room for the value (if not, it must be refused). */
function mayAccept(schema: JsonSchema, value: unknown): boolean {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some((v) => mayAccept(v, value));
  if (schema.const !== undefined) return value === schema.const;
  if (schema.enum) return schema.enum.includes(value);
  switch (schema.type) {
    case 'string':
      return (
        typeof value === 'string' && ![...value].some(isControl) && value.length <= (schema.maxLength ?? 0)
      );
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return false;
      if (schema.type === 'integer' && !Number.isSafeInteger(value)) return false;
      return value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity);
    }
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value) && value.length >= (schema.minItems ?? 0);
    case 'object':
      return (
        value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        (schema.required ?? []).every((key) => key in value)
      );
    default:
      return true;
  }
}

const isNumeric = (schema: JsonSchema): boolean =>
  [schema, ...(schema.anyOf ?? [])].some((s) => s.type === 'integer' || s.type === 'number');

function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === undefined) node[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path.at(-1)!] = value;
  return copy;
}

/** The example for one shape: the one whose constant fields (a union's discriminator) match it. */
function exampleFor(route: AnyRoute, shape: JsonSchema): unknown {
  const listed = examples[nameOf(route)];
  if (!listed) return route.payload.safeParse({}).success ? {} : undefined;
  return listed.find((example) =>
    Object.entries(shape.properties ?? {}).every(
      ([key, s]) => s.const === undefined || (example as Record<string, unknown>)[key] === s.const,
    ),
  );
}

/** Zod definitions the rules forbid in a payload: coercion, and objects that keep or refuse unknown keys. */
function forbiddenParts(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const found: string[] = [];
  if (def.coerce) found.push(`z.coerce (${def.type})`);
  if (def.type === 'object' && def.catchall) found.push('an object that keeps or refuses unknown fields');
  const children = [
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.valueType,
    def.left,
    def.right,
    ...((def.options as unknown[]) ?? []),
    ...Object.values((def.shape as Record<string, unknown>) ?? {}),
  ];
  for (const child of children) {
    if (child && typeof child === 'object' && '_zod' in child)
      found.push(...forbiddenParts(child as z.ZodType, seen));
  }
  return found;
}

describe('the contract refuses hostile input on every route', () => {
  let t: TestApp;
  let staff: TestClient;
  let fingerprint: () => Promise<string>;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.login();
    staff = (await staffClient(t, ['管理员'])).client;
    const tables = (
      (await t.database.db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )) as unknown as { rows: { name: string }[] }
    ).rows
      .map((r) => r.name)
      // A refused operator write is recorded there by design (ADR 43): the log of the attempt, no change.
      .filter((name) => name !== 'operator_audit');
    // Every row of every table, but a session's last_seen_at, which merely resolving a session may touch.
    const perTable = tables.map(
      (name) =>
        sql`select ${name}::text as t, md5(coalesce(string_agg(r, '|' order by r), '')) as h
            from (select (to_jsonb(x) - 'last_seen_at')::text as r from ${sql.identifier(name)} x) rows_of`,
    );
    const query = sql.join(perTable, sql` union all `);
    fingerprint = async () =>
      JSON.stringify(((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows);
  });
  afterAll(() => t.close());

  it('covers every route of the table', () => {
    expect(allRoutes.length).toBeGreaterThan(40);
    const unknown = Object.keys(examples).filter((name) => !allRoutes.some((r) => nameOf(r) === name));
    expect(unknown, 'examples for routes that no longer exist').toEqual([]);
  });

  it('lists every route that takes an uploaded file with its decompression cases', () => {
    const takingFiles = allRoutes
      .filter((route) =>
        shapesOf(route).some((shape) =>
          fieldsOf(shape).some((field) => /base64/i.test(field.schema.description ?? '')),
        ),
      )
      .map(nameOf);
    expect(takingFiles.length).toBeGreaterThan(0);
    expect(takingFiles.sort()).toEqual([...Object.keys(archiveUploads), ...storedUploads].sort());
  });

  /**
   * The uploads' decompression cases: archives of a few hundred KB that unpack to tens of MB, lie
   * about their sizes or hold thousands of parts. Each is a 400 naming the file's field (or, past
   * the body limit, the transport's own 413) and changes no row.
   */
  const archives = hostileArchives();
  it.each(
    Object.entries(archiveUploads).flatMap(([name, upload]) =>
      archives.map(({ label, bytes }) => [name, label, upload, bytes] as const),
    ),
  )('%s: %s', async (name, label, upload, bytes) => {
    const before = await fingerprint();
    const route = allRoutes.find((r) => nameOf(r) === name)!;
    // An operator route's file is refused past the permission check: sent as staff, as the console does.
    const client = route.auth === 'operator' ? staff : t.client;
    const sealed = await client.seal(route.method, route.path, upload.payload(bytes));
    const response = await client.send(route.method, route.path, sealed);
    if (response.statusCode === 413) {
      expect(response.json(), label).toMatchObject({ code: Code.INVALID, message: '请求内容过大' });
    } else {
      const envelope = await client.open(response);
      expect(envelope.code, label).toBe(Code.INVALID);
      const fields = (envelope.obj as { fields?: Record<string, string> } | null)?.fields ?? {};
      expect(Object.keys(fields), label).toEqual([upload.field]);
      expect(fields[upload.field], label).toMatch(/\p{Script=Han}/u);
    }
    expect(await fingerprint(), `${label}: a refused upload changed a row`).toBe(before);
  });

  it('when a request body is gzip that inflates to 100 MB, then the body limit stops it at once', async () => {
    // @fastify/compress inflates request bodies as a stream and the body limit counts inflated bytes.
    const before = await fingerprint();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quick/sheet',
      payload: gzipSync(Buffer.alloc(100 * 1024 * 1024, ' ')),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: Code.INVALID, message: '请求内容过大' });
    expect(await fingerprint()).toBe(before);
  });

  it.each(allRoutes.map((route) => [nameOf(route), route] as const))('%s', async (name, route) => {
    expect(forbiddenParts(route.payload), name).toEqual([]);
    const shapes = shapesOf(route);
    let before = await fingerprint();

    const call = async (payload: unknown, where: string) => {
      const client = route.auth === 'operator' ? staff : t.client;
      const envelope = await client.call<{ fields?: Record<string, string> } | null>(
        route.method,
        route.path,
        payload,
      );
      expect(envelope.code, where).not.toBe(Code.SERVER_ERROR);
      const after = await fingerprint();
      if (envelope.code === Code.OK) before = after;
      else expect(after, `${where}: a refused call changed a row`).toBe(before);
      return envelope;
    };

    const refused = (envelope: Awaited<ReturnType<typeof call>>, field: string, where: string) => {
      expect(envelope.code, where).toBe(Code.INVALID);
      const fields = envelope.obj?.fields ?? {};
      expect(Object.keys(fields).length, where).toBeGreaterThan(0);
      for (const [key, message] of Object.entries(fields)) {
        expect(key === field || key.startsWith(`${field}.`), `${where}: refused ${key}`).toBe(true);
        expect(message, `${where}: ${key}`).toMatch(/\p{Script=Han}/u);
      }
    };

    for (const shape of shapes) {
      const base = exampleFor(route, shape);
      expect(base, `${name} needs a valid example payload in the examples table`).toBeDefined();
      expect(route.payload.safeParse(base).success, `${name}: its example must pass the schema`).toBe(true);

      // Every string is checked, even under a key no schema names.
      const stray = await call(withField(base, ['zz_unknown'], 'ab\u0000c'), `${name} zz_unknown`);
      refused(stray, 'zz_unknown', `${name} zz_unknown`);

      for (const field of fieldsOf(shape)) {
        const dotted = field.path.join('.');
        const leaf = field.schema;
        if (leaf.type === 'string' && leaf.enum === undefined && leaf.const === undefined) {
          expect(leaf.maxLength, `${name} ${dotted} declares no maximum length`).toBeDefined();
        }
        for (const { label, value, numbersOnly } of hostile) {
          if (numbersOnly && !isNumeric(leaf)) continue;
          const where = `${name} ${dotted} = ${label}`;
          const envelope = await call(withField(base, field.path, value), where);
          if (!mayAccept(leaf, value)) refused(envelope, dotted, where);
        }
      }
    }
  });
});
