/**
 * The Python client's endpoint helpers (clients/python/sfr_analytics/endpoints.py), generated from
 * the committed openapi.json by `npm run client:python`: one method per operation, named by its
 * method and path, taking its path parameters as arguments and its query parameters (GET, DELETE)
 * or body members (POST) as keywords, with the summary and the parameters' types in its docstring
 * (each alternative's members for a union body). Each request body is also a TypedDict (stdlib
 * `typing`), a union body a `Union[...]` of one TypedDict per alternative and a nested object a
 * TypedDict of its own, named in the method's docstring, so a type checker sees the body openapi.json declares.
 * A unit test fails when the committed file is stale, as for the TypeScript client.
 */
import { readFile } from 'node:fs/promises';

// biome-ignore lint/suspicious/noExplicitAny: openapi.json is walked as plain JSON
type Json = any;

const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();

const MAX_LISTED = 20;

function typeOf(schema: Json, doc: Json): string {
  if (!schema) return 'Any';
  if (schema.$ref) return typeOf(doc.components.schemas[schema.$ref.split('/').pop()], doc);
  const union: Json[] | undefined = schema.oneOf ?? schema.anyOf;
  if (union) return [...new Set(union.map((s) => typeOf(s, doc)))].join(' | ');
  // a long list of names (an export's columns) is left to the schema rather than flooding the docstring
  if (schema.enum && schema.enum.length > MAX_LISTED) return `str (one of ${schema.enum.length} names in openapi.json)`;
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array') return `list[${typeOf(schema.items, doc)}]`;
  if (schema.type === 'integer') return 'int';
  if (schema.type === 'number') return 'float';
  if (schema.type === 'boolean') return 'bool';
  if (schema.type === 'string') return schema.format === 'date' ? 'str (YYYY-MM-DD)' : 'str';
  if (schema.type === 'object') return 'dict';
  return 'Any';
}

const resolve = (schema: Json, doc: Json): Json => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema);

/** An object body's members, one line each, with its type and whether it is required. */
function members(schema: Json, doc: Json): string[] {
  return Object.entries((schema.properties ?? {}) as Record<string, Json>).map(
    ([k, v]) => `${k}: ${typeOf(v, doc)}${(schema.required ?? []).includes(k) ? ' (required)' : ''}`,
  );
}

/**
 * A body's docstring lines: its members, or for a union (POST /exports: one body per dataset)
 * each alternative's members under a numbered heading, so no alternative goes undocumented.
 */
function bodyLines(schema: Json, doc: Json): string[] {
  const union: Json[] | undefined = schema.oneOf ?? schema.anyOf;
  if (!union) return members(schema, doc);
  return union.flatMap((alternative, i) => [`option ${i + 1}:`, ...members(resolve(alternative, doc), doc).map((m) => `    ${m}`)]);
}

const pascal = (name: string) =>
  snake(name)
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * The Python annotation of a schema in `typing`'s spelling; an object with members becomes a
 * TypedDict named `name`, appended to `out` before the one that uses it.
 */
function pyType(schema: Json, doc: Json, name: string, out: string[]): string {
  if (!schema) return 'Any';
  if (schema.$ref) return pyType(resolve(schema, doc), doc, name, out);
  const union: Json[] | undefined = schema.oneOf ?? schema.anyOf;
  if (union) {
    const alternatives = [...new Set(union.map((s, i) => pyType(s, doc, `${name}${i + 1}`, out)))];
    return alternatives.length === 1 ? alternatives[0]! : `Union[${alternatives.join(', ')}]`;
  }
  // a long list of names (an export's columns) stays a str, as in the docstrings
  if (schema.enum)
    return schema.enum.length > MAX_LISTED ? 'str' : `Literal[${schema.enum.map((v: unknown) => JSON.stringify(v)).join(', ')}]`;
  if (schema.type === 'array') return `List[${pyType(schema.items, doc, `${name}Item`, out)}]`;
  if (schema.type === 'integer') return 'int';
  if (schema.type === 'number') return 'float';
  if (schema.type === 'boolean') return 'bool';
  if (schema.type === 'string') return 'str';
  if (schema.type === 'object' && schema.properties) return typedDict(schema, doc, name, out);
  if (schema.type === 'object') return 'Dict[str, Any]';
  return 'Any';
}

/**
 * A TypedDict: the required members in a base class, the others in a `total=False` subclass (which
 * runs before Python 3.11's `Required`). Member names must be identifiers; the generator fails otherwise.
 */
function typedDict(schema: Json, doc: Json, name: string, out: string[]): string {
  const required = new Set<string>(schema.required ?? []);
  const entries = Object.entries(schema.properties as Record<string, Json>).map(([k, v]) => {
    if (!/^[A-Za-z_]\w*$/.test(k) || PYTHON_KEYWORDS.has(k)) throw new Error(`${name}.${k} is no Python identifier`);
    return { k, type: pyType(v, doc, `${name}${pascal(k)}`, out), required: required.has(k) };
  });
  const body = (keep: boolean) => {
    const lines = entries.filter((e) => e.required === keep).map((e) => `    ${e.k}: ${e.type}`);
    return lines.length ? lines : ['    pass'];
  };
  out.push(
    '',
    '',
    `class _${name}Required(TypedDict):`,
    ...body(true),
    '',
    '',
    `class ${name}(_${name}Required, total=False):`,
    '    """A request body, an alternative of one or a member object of one, as openapi.json declares it."""',
    '',
    ...body(false),
  );
  return name;
}

const PYTHON_KEYWORDS = new Set([
  'from',
  'import',
  'class',
  'def',
  'global',
  'lambda',
  'pass',
  'return',
  'in',
  'is',
  'not',
  'and',
  'or',
  'if',
  'else',
  'for',
  'while',
  'with',
  'as',
  'try',
  'except',
  'raise',
  'del',
  'yield',
  'None',
  'True',
  'False',
  'async',
  'await',
  'assert',
  'break',
  'continue',
  'elif',
  'finally',
  'nonlocal',
]);

export function methodName(method: string, path: string): string {
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => snake(m[1]!));
  const base = snake(`${method} ${path.replace(/\{\w+\}/g, '')}`).replace(/_+$/, '');
  return params.length ? `${base}_by_${params.join('_and_')}` : base;
}

export async function pythonEndpoints(): Promise<string> {
  const doc = JSON.parse(await readFile(new URL('../../openapi.json', import.meta.url), 'utf8')) as Json;
  const types: string[] = [];
  const bodyTypes = new Map<string, string>();
  for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(operations)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const name = `${pascal(methodName(method, path))}Body`;
      const type = pyType(schema, doc, name, types);
      if (type !== name) types.push('', '', `${name} = ${type}`);
      bodyTypes.set(`${method} ${path}`, name);
    }
  }
  const lines = [
    '# Generated from openapi.json by `npm run client:python` (clients/python/generate.ts): do not edit.',
    '"""One method per operation of the API; each calls Client.request and answers the JSON body."""',
    '',
    'from __future__ import annotations',
    '',
    'import json',
    'from typing import Any, Dict, List, Literal, TypedDict, Union',
    ...types,
    '',
    '',
    'class Endpoints:',
    '    """The API\'s operations, as methods of Client."""',
    '',
    '    def request(self, method: str, path: str, params: Any = None, body: Any = None, *, key: bool = True) -> Any:  # pragma: no cover',
    '        raise NotImplementedError',
    '',
    '    def _call(self, method: str, path: str, params: Any = None, body: Any = None) -> Any:',
    '        _, _, payload = self.request(method, path, params, body)',
    '        return json.loads(payload) if payload else None',
  ];
  const names = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(operations)) {
      const name = methodName(method, path);
      if (names.has(name)) throw new Error(`two operations are named ${name}`);
      names.add(name);
      const pathParams = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'path');
      const queryParams = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
      const bodySchema = resolve(op.requestBody?.content?.['application/json']?.schema, doc);
      const args = ['self', ...pathParams.map((p) => `${snake(p.name)}: str`)];
      args.push(bodySchema ? '**body: Any' : '**params: Any');
      const target = path.replace(/\{(\w+)\}/g, (_, n: string) => `{_quote(${snake(n)})}`);
      const described = bodySchema
        ? bodyLines(bodySchema, doc)
        : queryParams.map((p) => `${p.name}: ${typeOf(p.schema, doc)}${p.required ? ' (required)' : ''}`);
      const heading = !bodySchema ? 'Parameters' : (bodySchema.oneOf ?? bodySchema.anyOf) ? 'Body, one of these' : 'Body';
      const paged = op.responses?.['200']?.headers?.Link
        ? ['', '        Paged: Client.paginate and Client.dataframe follow its `Link: rel="next"`.']
        : [];
      lines.push(
        '',
        `    def ${name}(${args.join(', ')}) -> Any:`,
        `        """${method.toUpperCase()} ${path}: ${String(op.summary).replace(/"""/g, "'''")}.`,
        ...(described.length ? ['', `        ${heading}:`, ...described.map((d) => `            ${d}`)] : []),
        ...(bodySchema ? ['', `        Typed as ${bodyTypes.get(`${method} ${path}`)}.`] : []),
        ...paged,
        '        """',
        bodySchema
          ? `        return self._call(${JSON.stringify(method.toUpperCase())}, f"${target}", None, body)`
          : `        return self._call(${JSON.stringify(method.toUpperCase())}, f"${target}", params)`,
      );
    }
  }
  lines.push(
    '',
    '',
    'def _quote(value: str) -> str:',
    '    from urllib.parse import quote',
    '',
    '    return quote(str(value), safe="")',
    '',
  );
  return lines.join('\n');
}
