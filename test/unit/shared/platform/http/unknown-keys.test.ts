import { describe, expect, it } from 'vitest';
import { closest, unknownKeys } from '../../../../../shared/platform/http/unknown-keys.ts';
import { isoDate, queryInt, queryList, z } from '../../../../../shared/platform/zod.ts';

const Body = z
  .object({
    filters: z.object({ state: z.string(), dateFrom: isoDate().nullish() }).openapi({ description: 'x' }),
    limit: z.number().default(10),
    items: z.array(z.object({ a: z.number() })).optional(),
  })
  .superRefine(() => {});

const Query = z.object({ zips: queryList(z.string()), page: queryInt().default(1), loose: z.object({}).loose().optional() });

describe('unknownKeys', () => {
  it.each([
    ['declared keys only', Body, { filters: { state: 'CA', dateFrom: null }, limit: 3 }, []],
    [
      'a misspelt nested key, with the declared spelling',
      Body,
      { filters: { state: 'CA', date_from: '2020-01-01' } },
      [{ path: ['filters', 'date_from'], suggestion: 'dateFrom' }],
    ],
    ['a key with no near spelling', Body, { filters: { state: 'CA' }, colour: 1 }, [{ path: ['colour'] }]],
    ['inside arrays', Body, { filters: { state: 'CA' }, items: [{ a: 1 }, { a: 2, b: 3 }] }, [{ path: ['items', '1', 'b'] }]],
    ['through preprocess and default', Query, { zips: '1', page: '2', pgae: '3' }, [{ path: ['pgae'], suggestion: 'page' }]],
    ['a loose object accepts anything', Query, { zips: '1', loose: { x: 1 } }, []],
    ['not an object: left to the schema', Body, 'text', []],
  ])('%s', (_, schema, input, expected) => {
    expect(unknownKeys(schema, input)).toEqual(expected);
  });

  it('takes a key of any option of a union as known', () => {
    const U = z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]);
    expect(unknownKeys(U, { a: 1, b: 2 })).toEqual([]);
    expect(unknownKeys(U, { a: 1, c: 2 })).toEqual([{ path: ['c'] }]);
  });
});

describe('closest', () => {
  it.each([
    ['date_from', ['dateFrom', 'dateTo'], 'dateFrom'],
    ['geography_value', ['geography_values', 'geography_type'], 'geography_values'],
    ['radus', ['radius', 'limit'], 'radius'],
    ['colour', ['radius', 'limit'], undefined],
  ])('%s -> %s', (key, declared, expected) => {
    expect(closest(key, declared)).toBe(expected);
  });
});
