/**
 * Parameter values for the fuzzer, derived from each parameter's OpenAPI schema: valid values
 * (enums, ranges, formats, patterns, and the fixture's own places and names so that valid requests
 * find data), boundary values just inside and outside each limit, and hostile values.
 *
 * A value is text to be percent-encoded, or `{ raw }`: bytes sent as written, for what no encoder
 * produces (a bare `%`, `%00`, a UTF-8 lone surrogate, an overlong encoding).
 */
import fc from 'fast-check';
import type { JsonSchema, Param } from './contract.ts';
import { HINTS } from './fixture.ts';

export interface Raw {
  raw: string;
}
export type Value = string | Raw;

/** Hostile text, each sent percent-encoded as a whole parameter value or JSON string. */
export const HOSTILE_TEXT: readonly string[] = [
  // very long
  'x'.repeat(10_000),
  '9'.repeat(10_000),
  '🏠'.repeat(1_000),
  // unicode: emoji, right-to-left, combining marks, invisible and odd spaces
  '🏠🏡 Main St',
  'שלום עולם',
  '\u202Egnp.exe',
  'مرحبا, WV',
  'e\u0301\u0302\u0303\u0304\u0305\u0306',
  '101 Ca\u0301pitol St, Charleston, WV 25301',
  '\uFEFF25301',
  '\u200B',
  '\u00A0WV\u00A0',
  'Ｃｈａｒｌｅｓｔｏｎ',
  'İstanbul ß ﬃ',
  '101 Capitol St Apt 🏠, Charleston, WV 25301',
  '１０１ Capitol St, Charleston, WV ２５３０１',
  '12 Quarrier St Apt İ, Charleston, WV 25301',
  // null bytes and control characters
  'a\u0000b',
  '\u0000',
  '101 Capitol St\u0000, Charleston, WV 25301',
  '\r\nX-Injected: 1',
  '\t\u0007\u001b[31m',
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE properties; --",
  '1 UNION SELECT null, version() --',
  "101 Capitol St' OR 1=1 --, Charleston, WV 25301",
  "\\'",
  '%',
  '_',
  '%_%',
  '$$; select pg_sleep(0); $$',
  "' || (select current_user) || '",
  '1)) OR ((1=1',
  // JSON and prototypes
  '{"$ne": null}',
  '[]',
  '{}',
  '"',
  '\\',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  // numbers as text
  '1e309',
  '-1e309',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1A',
  '1_000',
  ' 5 ',
  '+5',
  '.5',
  '5.',
  '1e-400',
  '9007199254740993',
  `1${'0'.repeat(400)}`,
  '-1',
  '0',
  '0.5',
  '1,5',
  '٣',
  // templates, markup, paths
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe sent as a literal value
  '${7*7}',
  '{{7*7}}',
  '%s%s%n',
  '../../../../etc/passwd',
  'C:\\Windows\\win.ini',
  // empty and blank
  '',
  ' ',
  '\t\r\n',
  // dates that are not
  '2024-02-30',
  '0000-00-00',
  '2024-13-01',
  '+002024-01-01',
  '275760-09-13',
  '2024-1-1',
  '20240230',
  '1969-12-31',
];

/** Encodings no encoder produces. */
export const RAW_VALUES: readonly Raw[] = [
  '%00',
  'a%00b',
  '%',
  '%Z',
  '%ZZ',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%E2%80%AE',
  '+',
  '%2B',
  '%25',
  'a%26b%3Dc',
  '%0D%0ASet-Cookie:%20x=1',
  '%u0041',
  '25301%00',
].map((raw) => ({ raw }));

export const UNKNOWN_NAMES: readonly string[] = [
  'foo',
  'PAGE',
  'Address',
  'address ',
  ' page',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'a[]',
  'page[0]',
  'a.b',
  '\u0000',
  '🏠',
  'x'.repeat(300),
];

export const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 6 },
  { arbitrary: fc.constantFrom(...RAW_VALUES), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// valid values

const DATE_RANGE = { min: new Date('1990-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true };
const isoDay = fc.date(DATE_RANGE).map((d) => d.toISOString().slice(0, 10));
const compactDay = isoDay.map((d) => d.replaceAll('-', ''));

/** The fixture's values for a parameter of this name, when it has any. */
function hints(name: string): readonly string[] | undefined {
  switch (name) {
    case 'address':
    case 'state':
    case 'city':
    case 'county':
    case 'msa':
    case 'zip':
    case 'buyerName':
    case 'q':
    case 'owner_name':
    case 'property_type':
    case 'property_id':
      return HINTS[name];
    case 'query':
      return HINTS.q;
    case 'zip_codes':
      return [HINTS.zip.join(','), '25301'];
    case 'addresses':
      return [HINTS.address.slice(0, 3).join('|'), HINTS.address.join('|'), `${HINTS.address[0]}|not an address|${HINTS.address[1]}`];
    case 'geography_values':
      return ['25301,25302', '25301', 'WV', '16620', '54039', 'Charleston'];
    default:
      return undefined;
  }
}

const isDate = (s: JsonSchema) => s.format === 'date' || s.pattern === '^\\d{4}-\\d{2}-\\d{2}$';

function numberBounds(s: JsonSchema): { min: number; max: number } {
  return { min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 };
}

/** A valid value of the schema, as text (the query string's form). */
export function validText(s: JsonSchema, name = ''): fc.Arbitrary<string> {
  const own = hints(name);
  const derived = fromSchema(s);
  if (own) return fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, { arbitrary: derived, weight: 1 });
  if (isDate(s)) return fc.oneof({ arbitrary: fc.constantFrom(...HINTS.date), weight: 2 }, { arbitrary: derived, weight: 1 });
  return derived;
}

function fromSchema(s: JsonSchema): fc.Arbitrary<string> {
  if (s.enum) return fc.constantFrom(...s.enum.map(String));
  switch (s.type) {
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'integer': {
      const { min, max } = numberBounds(s);
      return fc.integer({ min: s.exclusiveMinimum ? min + 1 : min, max: s.exclusiveMaximum ? max - 1 : max }).map(String);
    }
    case 'number': {
      const { min, max } = numberBounds(s);
      return fc.oneof(
        fc.integer({ min: Math.ceil(s.exclusiveMinimum ? min + 1 : min), max: Math.floor(max) }).map(String),
        fc
          .double({ min, max, minExcluded: !!s.exclusiveMinimum, maxExcluded: !!s.exclusiveMaximum, noNaN: true, noDefaultInfinity: true })
          .map(String),
      );
    }
    case 'array': {
      const items = fromSchema(s.items ?? { type: 'string' });
      return fc
        .array(items, { minLength: Math.max(1, s.minItems ?? 1), maxLength: Math.min(s.maxItems ?? 4, 4) })
        .map((xs) => xs.join(','));
    }
    default: {
      if (isDate(s)) return isoDay;
      if (s.pattern === '^\\d{8}$') return compactDay;
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      const minLength = s.minLength ?? 0;
      return fc.string({ unit: 'grapheme-ascii', minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 30, 30)) });
    }
  }
}

/** Values on and just past each limit of the schema. */
export function boundaryText(s: JsonSchema): fc.Arbitrary<string> {
  const out = new Set<string>(['']);
  if (s.enum) for (const e of s.enum.map(String)) out.add(e.toUpperCase()).add(` ${e}`).add(`${e},${e}`);
  switch (s.type) {
    case 'boolean':
      for (const v of ['TRUE', 'False', '1', '0', 'yes', 'on']) out.add(v);
      break;
    case 'integer':
    case 'number': {
      const { min, max } = numberBounds(s);
      for (const v of [
        min,
        max,
        min - 1,
        max + 1,
        min - 0.5,
        max + 0.5,
        min + 0.5,
        (min + max) / 2,
        Number.MAX_SAFE_INTEGER,
        -Number.MAX_SAFE_INTEGER,
        1.7976931348623157e308,
        5e-324,
      ])
        out.add(String(v));
      out.add(`${min}.0`).add(`${max}.000`).add(`0${max}`).add(`${min}e0`);
      break;
    }
    case 'array': {
      const item = s.items?.enum?.[0] !== undefined ? String(s.items.enum[0]) : s.items?.pattern === '^\\d{5}$' ? '25301' : 'a';
      for (const n of [s.maxItems ?? 10, (s.maxItems ?? 10) + 1, 101]) out.add(Array.from({ length: n }, () => item).join(','));
      out.add(',').add(',,,').add(`${item},`).add(`,${item}`);
      break;
    }
    default: {
      if (isDate(s)) {
        for (const v of ['1970-01-01', '9999-12-31', '2024-02-29', '2023-02-29', '0001-01-01', '1900-01-01', '2100-12-31']) out.add(v);
      } else if (s.pattern === '^\\d{8}$') {
        for (const v of ['19700101', '99991231', '20240229', '20230229', '00000000']) out.add(v);
      } else {
        if (s.minLength) out.add('a'.repeat(s.minLength - 1)).add('a'.repeat(s.minLength));
        if (s.maxLength !== undefined) out.add('a'.repeat(s.maxLength)).add('a'.repeat(s.maxLength + 1));
        if (s.pattern) out.add('12345').add('1234').add('123456').add('ab').add('a').add('12345-6789');
      }
    }
  }
  return fc.constantFrom(...out);
}

export function paramValue(p: Param): fc.Arbitrary<Value> {
  return fc.oneof(
    { arbitrary: validText(p.schema, p.name), weight: 3 },
    { arbitrary: boundaryText(p.schema), weight: 2 },
    { arbitrary: hostileValue, weight: 2 },
  );
}

// ---------------------------------------------------------------------------------------------
// JSON bodies

/** A valid JSON value of the schema (objects with their required and some optional members). */
export function validJson(s: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (s.type === 'object' || s.properties) {
    const props = Object.entries(s.properties ?? {});
    const required = new Set(s.required ?? []);
    return fc.record(Object.fromEntries(props.map(([k, v]) => [k, validJson(v, k)])), {
      requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
    });
  }
  const value: fc.Arbitrary<unknown> =
    s.type === 'integer' || s.type === 'number'
      ? validText(s, name).map(Number)
      : s.type === 'boolean'
        ? fc.boolean()
        : s.type === 'array'
          ? fc.array(validJson(s.items ?? { type: 'string' }), {
              minLength: Math.max(1, s.minItems ?? 1),
              maxLength: Math.min(s.maxItems ?? 3, 3),
            })
          : validText(s, name === 'dateFrom' || name === 'dateTo' ? 'date' : name);
  return s.nullable ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : value;
}

/** JSON values of every type and size, for any member of a body. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    0.5,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    [],
    {},
    [null],
    { $ne: null },
    { __proto__: null, polluted: true },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Request bodies that are not JSON, or are JSON in a form a parser may trip on. */
export const MALFORMED_BODIES: readonly string[] = [
  '',
  ' ',
  '{',
  '{"address":',
  '{"address": "101 Capitol St, Charleston, WV 25301"',
  "{'address': '101 Capitol St'}",
  '{"address": "101 Capitol St",}',
  '{"address": 101 Capitol St}',
  'address=101+Capitol+St',
  'null',
  'true',
  '0',
  '"101 Capitol St, Charleston, WV 25301"',
  '[]',
  '[{"address": "101 Capitol St, Charleston, WV 25301"}]',
  'NaN',
  '{"limit": NaN}',
  '{"limit": Infinity}',
  '{"limit": 1e309}',
  '\uFEFF{"address": "101 Capitol St, Charleston, WV 25301"}',
  '{"address": "101 Capitol St, Charleston, WV 25301"} trailing',
  '{"address": "101 Capitol St, Charleston, WV 25301"}{"address": "x"}',
  '{"address": "\\ud800"}',
  '{"address": "a\\u0000b"}',
  '{"__proto__": {"polluted": true}, "address": "101 Capitol St, Charleston, WV 25301"}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"address": "101 Capitol St, Charleston, WV 25301", "address": ["x"]}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  '\u0000',
  '\xff\xfe{\u0000}',
];

export const CONTENT_TYPES: readonly (string | null)[] = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json;charset=utf-16',
  'application/problem+json',
  'application/vnd.api+json',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  '*/*',
  '',
  'application/jsonx',
  null,
];
