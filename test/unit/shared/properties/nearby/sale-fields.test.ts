/**
 * The nearby-sale field table (shared/properties/nearby/sale-fields.ts) and what is derived from
 * it without a database: the schemas, the served order, and the migration that defines the
 * database's functions.
 */
import { describe, expect, it } from 'vitest';
import { NEARBY_SALE_FIELDS, type NearbySaleField } from '../../../../../shared/properties/nearby/sale-fields.ts';
import { layout, migrationSql, newestDefinition } from '../../../../../shared/properties/nearby/sale-sql.ts';
import { NearbySale, NearbySaleBase } from '../../../../../shared/properties/nearby/schemas.ts';

const names = (fields: readonly NearbySaleField[]) => fields.map((f) => f.name);

describe('the nearby-sale field table', () => {
  it('gives the schemas their fields in its order: the always-served ones, then the include groups', () => {
    expect(Object.keys(NearbySale.shape)).toEqual(names(NEARBY_SALE_FIELDS));
    expect(Object.keys(NearbySaleBase.shape)).toEqual(names(NEARBY_SALE_FIELDS.filter((f) => !('include' in f))));
    for (const f of NEARBY_SALE_FIELDS) {
      const schema = NearbySale.shape[f.name as keyof typeof NearbySale.shape];
      expect(schema.safeParse(null).success, f.name).toBe('nullable' in f && f.nullable);
      expect(schema.safeParse(undefined).success, f.name).toBe('include' in f);
    }
  });

  it('is in the order the database serves it, in four stored runs', () => {
    const { sale, runs } = layout();
    expect(names(sale)).toEqual([
      'RECORDING_DATE',
      'PROPERTY_ID',
      'SALE_AMT',
      'SUM_BUILDING_SQFT',
      'SALE_DATE',
      'BUYER_BORROWER1_NAME',
      'SELLER1_NAME',
    ]);
    expect(runs.map((r) => [r.include, r.premium, r.fields.length])).toEqual([
      [undefined, false, 11],
      ['enrichment', false, 20],
      ['enrichment', true, 2],
      ['valuation', false, 5],
    ]);
  });

  it.each([
    ['an include field before an always-served one', (t: NearbySaleField[]) => [t[20]!, ...t.slice(0, 20), ...t.slice(21)]],
    [
      'a Premium-only field before one every plan sees',
      (t: NearbySaleField[]) => [...t.slice(0, 18), t.at(-6)!, ...t.slice(18, -6), ...t.slice(-5)],
    ],
    ['valuation before enrichment', (t: NearbySaleField[]) => [...t.slice(0, 18), ...t.slice(-5), ...t.slice(18, -5)]],
    ['a sale field after the property', (t: NearbySaleField[]) => [...t.slice(1, 10), t[0]!, ...t.slice(10)]],
    ['a name twice', (t: NearbySaleField[]) => [...t, { ...t.at(-1)! }]],
    ['an include group on a sale field', (t: NearbySaleField[]) => [{ ...t[0]!, include: 'valuation' as const }, ...t.slice(1)]],
  ])('refuses a table with %s', (_what, change) => {
    const table = [...NEARBY_SALE_FIELDS] as NearbySaleField[];
    expect(() => layout(change(table))).toThrow();
  });

  it('has its database functions in the newest migration that defines them (else run npm run migration:nearby-sale)', async () => {
    const newest = await newestDefinition();
    expect(newest?.file).toMatch(/^\d{4}_nearby_sale_fields\.sql$/);
    expect(newest?.text).toBe(migrationSql());
  });
});
