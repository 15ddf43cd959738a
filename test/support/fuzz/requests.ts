/**
 * Request generators: for each operation of openapi.json, a valid request (every required
 * parameter, some optional ones, the place parameters kept coherent so that valid requests find
 * the fixture), then up to three mutations (a value replaced by a boundary or hostile one, a
 * parameter dropped, repeated, left bare or unknown, the body malformed or sent as another type),
 * under one of the keys (each plan, a created key, none, a bogus or empty one).
 */
import fc from 'fast-check';
import type { JsonSchema, Operation, Param } from './contract.ts';
import { HINTS } from './fixture.ts';
import type { FuzzBody, FuzzRequest, KeyChoice } from './http.ts';
import {
  boundaryText,
  CONTENT_TYPES,
  hostileJson,
  hostileValue,
  MALFORMED_BODIES,
  paramValue,
  UNKNOWN_NAMES,
  type Value,
  validJson,
  validText,
} from './values.ts';

export const keyChoice: fc.Arbitrary<KeyChoice> = fc.oneof(
  { arbitrary: fc.constant<KeyChoice>('base'), weight: 4 },
  { arbitrary: fc.constant<KeyChoice>('premium'), weight: 3 },
  { arbitrary: fc.constant<KeyChoice>('unlimited'), weight: 2 },
  { arbitrary: fc.constant<KeyChoice>('created'), weight: 1 },
  { arbitrary: fc.constantFrom<KeyChoice>('none', 'bogus', 'empty'), weight: 1 },
);

const PLACE_HINTS: Record<string, readonly string[]> = {
  state: HINTS.state,
  msa: HINTS.msa,
  county: HINTS.county,
  city: HINTS.city,
  zip: HINTS.zip,
};
const GEOGRAPHY_VALUES: Record<string, readonly string[]> = {
  state: ['WV', 'West Virginia'],
  msa: ['16620', 'Charleston, WV'],
  county: ['54039', 'Kanawha'],
  city: ['Charleston'],
  zip: ['25301,25302', '25301'],
};

/** search_type / geography_type with the parameter(s) it names, so that the selection resolves to the fixture. */
function placeSelection(op: Operation): fc.Arbitrary<[string, string][]> {
  const names = new Set(op.params.map((p) => p.name));
  if (names.has('search_type'))
    return fc
      .constantFrom('state', 'msa', 'county', 'city', 'zip')
      .chain((type) =>
        fc
          .tuple(fc.constantFrom(...PLACE_HINTS[type]!), fc.boolean())
          .map(([value, withState]): [string, string][] => [
            ['search_type', type],
            [type, value],
            ...(type !== 'state' && (type === 'city' || withState) ? ([['state', 'WV']] as [string, string][]) : []),
          ]),
      );
  if (names.has('geography_type'))
    return fc
      .constantFrom('state', 'msa', 'county', 'city', 'zip')
      .chain((type) =>
        fc
          .constantFrom(...GEOGRAPHY_VALUES[type]!)
          .map((values): [string, string][] => [
            ['geography_type', type],
            ['geography_values', values],
            ...(type === 'city' ? ([['state', 'WV']] as [string, string][]) : []),
          ]),
      );
  return fc.constant([]);
}

function validQuery(op: Operation): fc.Arbitrary<[string, string][]> {
  const query = op.params.filter((p) => p.in === 'query');
  return placeSelection(op).chain((place) => {
    const chosen = new Set(place.map(([k]) => k));
    const rest = query.filter((p) => !chosen.has(p.name) && !['search_type', 'geography_type', 'geography_values'].includes(p.name));
    const entries = rest.map((p) =>
      p.required
        ? validText(p.schema, p.name).map((v) => [[p.name, v]] as [string, string][])
        : fc.option(validText(p.schema, p.name), { freq: 2 }).map((v) => (v === null ? [] : ([[p.name, v]] as [string, string][]))),
    );
    return fc.tuple(...entries).map((parts) => [...place, ...parts.flat()]);
  });
}

type Mutation =
  | { kind: 'set'; name: string; value: Value }
  | { kind: 'drop'; name: string }
  | { kind: 'repeat'; name: string; value: Value }
  | { kind: 'bare'; name: string }
  | { kind: 'unknown'; name: string; value: Value };

function queryMutation(op: Operation): fc.Arbitrary<Mutation> {
  const params = op.params.filter((p) => p.in === 'query');
  const unknown = fc.record({
    kind: fc.constant('unknown' as const),
    name: fc.constantFrom(...UNKNOWN_NAMES),
    value: fc.oneof(fc.constantFrom('1', 'x'), hostileValue),
  });
  if (params.length === 0) return unknown;
  const param = fc.constantFrom(...params);
  return fc.oneof(
    { arbitrary: param.chain((p) => paramValue(p).map((value): Mutation => ({ kind: 'set', name: p.name, value }))), weight: 6 },
    { arbitrary: param.map((p): Mutation => ({ kind: 'drop', name: p.name })), weight: 1 },
    {
      arbitrary: param.chain((p) =>
        fc
          .oneof(validText(p.schema, p.name), boundaryText(p.schema) as fc.Arbitrary<Value>, hostileValue)
          .map((value): Mutation => ({ kind: 'repeat', name: p.name, value })),
      ),
      weight: 2,
    },
    { arbitrary: param.map((p): Mutation => ({ kind: 'bare', name: p.name })), weight: 1 },
    { arbitrary: unknown, weight: 1 },
  );
}

function applyMutation(query: [string, Value | null][], m: Mutation): [string, Value | null][] {
  switch (m.kind) {
    case 'set':
      return query.some(([k]) => k === m.name) ? query.map(([k, v]) => [k, k === m.name ? m.value : v]) : [...query, [m.name, m.value]];
    case 'drop':
      return query.filter(([k]) => k !== m.name);
    case 'repeat':
      return [...query, [m.name, m.value]];
    case 'bare':
      return [...query.filter(([k]) => k !== m.name), [m.name, null]];
    case 'unknown':
      return [...query, [m.name, m.value]];
  }
}

function pathParams(op: Operation): fc.Arbitrary<Record<string, Value>> {
  const params = op.params.filter((p) => p.in === 'path');
  return fc.record(
    Object.fromEntries(
      params.map((p: Param) => [
        p.name,
        fc.oneof(
          { arbitrary: validText(p.schema, p.name) as fc.Arbitrary<Value>, weight: 4 },
          { arbitrary: boundaryText(p.schema), weight: 1 },
          { arbitrary: hostileValue, weight: 2 },
        ),
      ]),
    ),
  );
}

/** Sets obj[path] = value on a copy; a path through a non-object replaces it with an object. */
function setIn(obj: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const base = obj && typeof obj === 'object' && !Array.isArray(obj) ? { ...(obj as Record<string, unknown>) } : {};
  const [head, ...rest] = path as [string, ...string[]];
  return Object.assign(base, { [head]: setIn(base[head], rest, value) });
}

/** Member paths of a body schema: `address`, `filters`, `filters.state`, ... */
function memberPaths(s: JsonSchema, prefix: string[] = []): string[][] {
  return Object.entries(s.properties ?? {}).flatMap(([k, v]) => [[...prefix, k], ...memberPaths(v, [...prefix, k])]);
}

function body(op: Operation): fc.Arbitrary<FuzzBody | null> {
  if (!op.body) return fc.constant(null);
  const schema = op.body;
  const paths = memberPaths(schema);
  const json = validJson(schema);
  const member: fc.Arbitrary<string[]> = paths.length ? fc.constantFrom(...paths) : fc.constant(['x']);
  const mutatedJson = fc.oneof(
    { arbitrary: json, weight: 4 },
    { arbitrary: fc.tuple(json, member, hostileJson).map(([j, p, v]) => setIn(j, p, v)), weight: 4 },
    { arbitrary: fc.tuple(json, member).map(([j, p]) => dropIn(j, p)), weight: 1 },
    { arbitrary: fc.tuple(json, fc.constantFrom(...UNKNOWN_NAMES), hostileJson).map(([j, k, v]) => setIn(j, [k], v)), weight: 1 },
    { arbitrary: hostileJson, weight: 1 },
  );
  const text = fc.oneof(
    { arbitrary: mutatedJson.map((j) => JSON.stringify(j) ?? 'undefined'), weight: 8 },
    { arbitrary: fc.constantFrom(...MALFORMED_BODIES), weight: 2 },
  );
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
  );
  return fc.record({ text, contentType }).map((b): FuzzBody => b);
}

function dropIn(obj: unknown, path: string[]): unknown {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj) || path.length === 0) return obj;
  const copy = { ...(obj as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) delete copy[head];
  else copy[head] = dropIn(copy[head], rest);
  return copy;
}

export function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      query: validQuery(op),
      mutations: fc.array(queryMutation(op), { maxLength: 3 }),
      path: pathParams(op),
      body: body(op),
      key: op.secured ? keyChoice : fc.constantFrom<KeyChoice>('none', 'none', 'bogus', 'base'),
    })
    .map(({ query, mutations, path, body, key }) =>
      printable({
        op: op.id,
        method: op.method,
        path,
        query: mutations.reduce<[string, Value | null][]>(applyMutation, query),
        body,
        key,
      }),
    );
}

/** Long values print as `"x"×10000`, so that a counterexample stays readable (and can be pasted back as code). */
export function printable<T extends object>(req: T): T {
  const short = (v: unknown): unknown => {
    if (typeof v === 'string' && v.length > 120) {
      const unit = [...new Set(v)].length === 1 ? v[0]! : null;
      return unit ? `${JSON.stringify(unit)}.repeat(${v.length})` : `${JSON.stringify(v.slice(0, 100))}… (${v.length} chars)`;
    }
    if (Array.isArray(v)) return v.map(short);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, short(x)]));
    return v;
  };
  return Object.defineProperty(req, fc.toStringMethod, { value: () => JSON.stringify(short(req)), enumerable: false });
}
