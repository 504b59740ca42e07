import { errorAnswers, permissionLabel } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { z } from 'zod';
import type { AnyRoute } from '../platform/route.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  maxLength?: number;
  $ref?: string;
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
  $defs?: Record<string, JsonSchema>;
};

interface Row {
  field: string;
  type: string;
  required: boolean;
  description: string;
}

const codeText: Record<number, string> = {
  [Code.OK]: '成功',
  [Code.INVALID]: '参数有误（`obj.fields`：字段 → 提示）',
  [Code.FORBIDDEN]: '无权访问',
  [Code.NOT_FOUND]: '不存在',
  [Code.CONFLICT]: '冲突（库存、状态、重复）',
  [Code.RATE_LIMITED]: '请求过于频繁',
  [Code.SERVER_ERROR]: '服务器错误（提示语固定，详情只在日志）',
  [Code.SESSION_EXPIRED]: '未登录或登录已过期',
};

const authText: Record<AnyRoute['auth'], string> = {
  public: '否',
  member: '是（访客得到 `503`）',
  operator: '是，且须为员工会话（访客得到 `503`，会员会话与角色缺少所需权限的员工得到 `403`）',
};

/** Recursive schemas (a menu's children) come as $refs; a ref seen again reads "same structure". */
function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>, seen: Set<string>): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  if (seen.has(name) || !defs[name]) return { type: 'object', description: '（与上级结构相同）' };
  seen.add(name);
  return { ...defs[name], description: schema.description ?? defs[name].description };
}

function typeOf(schema: JsonSchema): string {
  if (schema.$ref) return 'object';
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' \\| ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'string' && schema.maxLength !== undefined) return `string（≤ ${schema.maxLength}）`;
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'unknown'}[]`;
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    const value = schema.additionalProperties === true ? 'unknown' : typeOf(schema.additionalProperties);
    return `map<string, ${value}>`;
  }
  return Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'unknown');
}

function flatten(
  raw: JsonSchema,
  prefix: string,
  required: boolean,
  rows: Row[],
  defs: Record<string, JsonSchema>,
  seen: Set<string>,
) {
  let schema = resolve(raw, defs, seen);
  if (schema.type === 'array' && schema.items?.$ref) {
    schema = { ...schema, items: resolve(schema.items, defs, seen) };
  }
  if (prefix) {
    const note = schema.default !== undefined ? `（默认 ${JSON.stringify(schema.default)}）` : '';
    const description = schema.description ?? schema.items?.description ?? '';
    rows.push({ field: prefix, type: typeOf(schema), required, description: description + note });
  }
  const object = schema.type === 'array' ? schema.items : schema;
  if (!object?.properties || object.$ref) return;
  const base = schema.type === 'array' ? `${prefix}[]` : prefix;
  for (const [name, child] of Object.entries(object.properties)) {
    flatten(
      child,
      base ? `${base}.${name}` : name,
      object.required?.includes(name) ?? false,
      rows,
      defs,
      new Set(seen),
    );
  }
}

function table(schema: z.ZodType, io: 'input' | 'output'): string {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const defs = raw.$defs ?? {};
  const seen = new Set<string>();
  let json = resolve(raw, defs, seen);
  if (json.type === 'array' && json.items?.$ref) json = { ...json, items: resolve(json.items, defs, seen) };
  // A payload that is one of several shapes (a discriminated union): one table per shape.
  const variants = json.oneOf ?? json.anyOf;
  if (!json.properties && variants?.length && variants.every((v) => v.properties)) {
    return variants.map((variant, i) => `形式 ${i + 1}：\n\n${rowsTable(variant, defs, seen)}`).join('\n');
  }
  return rowsTable(json, defs, seen);
}

function rowsTable(json: JsonSchema, defs: Record<string, JsonSchema>, seen: Set<string>): string {
  const rows: Row[] = [];
  flatten(json, '', true, rows, defs, seen);
  if (rows.length === 0) {
    if (json.type === 'null') return '`null`\n';
    if (json.type === 'array')
      return `\`${typeOf(json)}\`${json.description ? `：${json.description}` : ''}\n`;
    return '（无字段）\n';
  }
  const head = json.type === 'array' ? `数组，每项：${json.description ?? ''}\n\n` : '';
  const lines = rows.map(
    (r) =>
      `| \`${r.field.replace(/^\[\]\./, '')}\` | ${r.type} | ${r.required ? '是' : '否'} | ${r.description} |`,
  );
  return `${head}| 字段 | 类型 | 必填 | 说明 |\n| --- | --- | --- | --- |\n${lines.join('\n')}\n`;
}

/** A union's shapes, nested unions (a nullable union) flattened. */
function shapesOf(json: JsonSchema): JsonSchema[] {
  const variants = json.anyOf ?? json.oneOf;
  return variants ? variants.flatMap(shapesOf) : [json];
}

/** The `obj` each failing code carries on every route (the contract's errorAnswers). */
function errorAnswersSection(): string[] {
  return Object.entries(errorAnswers).flatMap(([code, schema]) => {
    const raw = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'any',
      reused: 'inline',
    }) as JsonSchema;
    const defs = raw.$defs ?? {};
    const shapes = shapesOf(raw);
    const objects = shapes.filter((shape) => shape.type !== 'null');
    const tables = objects.map(
      (shape, i) => `${objects.length > 1 ? `形式 ${i + 1}：\n\n` : ''}${rowsTable(shape, defs, new Set())}`,
    );
    const lead = objects.length === 0 ? '`null`\n' : objects.length < shapes.length ? '`null`，或：\n' : '';
    return [`### \`${code}\` ${codeText[Number(code)] ?? ''}`, '', ...(lead ? [lead] : []), ...tables];
  });
}

/** docs/api.md, generated from the route table so it cannot drift from what the server checks. */
export function renderApiReference(routes: AnyRoute[]): string {
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const sections = sorted.map((route) => {
    const codes = new Set<number>([Code.OK, Code.INVALID, ...(route.codes ?? []), Code.SERVER_ERROR]);
    if (route.auth !== 'public') codes.add(Code.SESSION_EXPIRED);
    if (route.auth === 'operator') codes.add(Code.FORBIDDEN);
    const codeLines = [...codes].sort((a, b) => a - b).map((c) => `- \`${c}\` ${codeText[c] ?? ''}`);
    return [
      `## ${route.method} /api${route.path}`,
      '',
      route.summary,
      '',
      `- 需要登录：${authText[route.auth]}`,
      ...(route.auth === 'operator'
        ? [
            route.permission === null
              ? '- 所需权限：无（任何运营人员，关于本人账号）'
              : `- 所需权限：\`${route.permission}\` ${permissionLabel(route.permission)}`,
          ]
        : []),
      '',
      '**请求参数（payload）**',
      '',
      table(route.payload, 'input'),
      '**返回（obj）**',
      '',
      table(route.answer, 'output'),
      '**业务码**',
      '',
      ...codeLines,
      '',
    ].join('\n');
  });
  return [
    '# Store API reference',
    '',
    '<!-- Generated by `npm run docs:api` from the route definitions in apps/api. Do not edit by hand. -->',
    '',
    'Every call goes through the encrypted transport described in [protocol.md](protocol.md): the payload',
    'below is the JSON that is encrypted into `ciphertext`, and the answer is the `obj` of the decrypted',
    'envelope `{code, obj, message}`. GET calls carry the transport fields as query parameters, POST calls',
    'as a JSON body. Money is integer fen. Every payload obeys the input rules of',
    '[protocol.md §5](protocol.md#input-rules): no control characters, NFC, a maximum length per text field',
    '(shown as `string（≤ N）`, in UTF-16 units), numbers and booleans as JSON types only, unknown fields',
    'dropped.',
    '',
    ...sorted.map(
      (r) =>
        `- [${r.method} /api${r.path}](#${`${r.method} /api${r.path}`.toLowerCase().replace(/[^a-z0-9]+/g, '')}) ${r.summary}`,
    ),
    '',
    '## 失败时的 obj',
    '',
    '业务码不是 `200` 时，`obj` 按业务码而定，所有接口相同（不在表中的字段不会出现）：',
    '',
    ...errorAnswersSection(),
    ...sections,
  ].join('\n');
}
