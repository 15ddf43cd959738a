/**
 * The nearby-sale record as the migrated database assembles it, against the field table
 * (shared/properties/nearby/sale-fields.ts): the database's functions are the ones the table
 * renders, and records of generated properties and sales, in every include combination and for
 * every plan, are what the schema describes and what the table reads from the record.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPremium, PLANS } from '../../../shared/platform/plans.ts';
import { NEARBY_INCLUDES, NEARBY_SALE_FIELDS, type NearbyInclude } from '../../../shared/properties/nearby/sale-fields.ts';
import { fieldsBody, jsonBody, jsonParameters } from '../../../shared/properties/nearby/sale-sql.ts';
import { NearbySale, NearbySaleBase } from '../../../shared/properties/nearby/schemas.ts';
import type { PropertyRecord } from '../../../shared/properties/records/record-schema.ts';
import { withSql } from '../../support/fixture.ts';
import { referenceNearbySale, type SaleFields } from '../../support/nearby-sale.ts';

const sql = withSql();

describe('the nearby-sale functions of the migrated database', () => {
  it('are the ones the field table renders (after changing the table, run npm run migration:nearby-sale)', async () => {
    const functions = await sql<{ proname: string; prosrc: string; args: string }[]>`
      select proname, prosrc, pg_get_function_arguments(oid) as args
      from pg_proc where proname in ('nearby_sale_fields', 'nearby_sale_json') and pronamespace = 'public'::regnamespace
      order by proname`;
    expect(functions).toEqual([
      { proname: 'nearby_sale_fields', prosrc: fieldsBody(), args: 'doc json' },
      { proname: 'nearby_sale_json', prosrc: jsonBody(), args: jsonParameters() },
    ]);
  });
});

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Buyer "B" \\ Ltd', "O'Neil", 'Zoë Ågren', 'tab\there', 'line\nbreak'));
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const number = fc.oneof(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** a part of the record: absent, null, not an object, or an object with some of its members */
const part = (members: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant('not an object'), fc.record(members, { requiredKeys: [] }));

const str = nullable(text);
const num = nullable(number);
const record: fc.Arbitrary<PropertyRecord> = fc
  .record(
    {
      address: fc.record(
        {
          formatted_street_address: text,
          city: text,
          state: text,
          zip_code: text,
          latitude: number,
          longitude: number,
          zip_plus_four_code: str,
          census_tract: str,
          geocoding_accuracy: str,
        },
        { requiredKeys: ['formatted_street_address', 'city', 'state', 'zip_code', 'latitude', 'longitude'] },
      ),
      structure: part({
        beds_count: num,
        baths: num,
        year_built: num,
        quality: str,
        condition: str,
        stories: str,
        garage_description: str,
        pool_type: str,
        heating_type: str,
        ac_description: str,
        construction_type: str,
        effective_year_built: num,
        parking_spaces_count: num,
        fireplaces: nullable(fc.oneof(text, fc.constantFrom('2', ' 3 ', '007', 'Y', '2 stone', '', '99999999999999999999'))),
        rooms_count: num,
        partial_baths_count: num,
        living_area_sqft: num,
        units_count: num,
      }),
      parcel: part({ area_sq_ft: num, county_land_use_code: str, state_land_use_code: str, building_count: num }),
      owner: part({ name: str, corporate_owner: nullable(fc.boolean()) }),
      valuation: part({ value: num, high: num, low: num, forecast_standard_deviation: num, date: nullable(day) }),
      owner_type: str,
      months_owned: num,
    },
    { requiredKeys: ['address'] },
  )
  .map((r) => r as unknown as PropertyRecord);

const sale: fc.Arbitrary<SaleFields> = fc.record({
  property_id: fc.integer({ min: 1, max: 2 ** 40 }),
  recording_date: day,
  sale_date: day,
  sale_amount: fc
    .tuple(fc.nat({ max: 50_000_000 }), fc.option(fc.integer({ min: 0, max: 99 })))
    .map(([whole, cents]) => (cents === null ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`)),
  living_sqft: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0.5, max: 1e6, noNaN: true })),
  buyer_1: str,
  seller_1: str,
});

const includeSets = (e: boolean, v: boolean) => new Set<NearbyInclude>(NEARBY_INCLUDES.filter((g) => (g === 'enrichment' ? e : v)));

describe('nearby-sale records the database assembles', () => {
  it('follow the schema and the field table, in every include combination, for every plan', async () => {
    const samples = fc.sample(fc.tuple(record, sale), { numRuns: 150, seed: 2024 });
    const rows = await sql<{ i: number; enrichment: boolean; valuation: boolean; premium: boolean; json: string }[]>`
      select s.i::int - 1 as i, e.enrichment, v.valuation, p.premium,
             nearby_sale_json(nearby_sale_fields(s.doc::json), s.property_id, s.recording_date, s.sale_date, s.sale_amount, s.living_sqft,
                              s.buyer_1, s.seller_1, e.enrichment, v.valuation, p.premium,
                              -- the record's valuation as its valuation on record (property_valuations)
                              (select row(0::bigint, 'XX', (x.v->>'date')::date, (x.v->>'value')::numeric, (x.v->>'low')::numeric,
                                          (x.v->>'high')::numeric, null::real, (x.v->>'forecast_standard_deviation')::numeric,
                                          null::numeric, null::int, null::text, now())::property_valuations
                               from (select s.doc::jsonb -> 'valuation' as v) x where jsonb_typeof(x.v) = 'object')) as json
      from unnest(${samples.map(([r]) => JSON.stringify(r))}::text[], ${samples.map(([, s]) => s.property_id)}::int8[],
                  ${samples.map(([, s]) => s.recording_date)}::date[], ${samples.map(([, s]) => s.sale_date)}::date[],
                  ${samples.map(([, s]) => s.sale_amount)}::numeric[], ${samples.map(([, s]) => s.living_sqft)}::numeric[],
                  ${samples.map(([, s]) => s.buyer_1) as string[]}::text[], ${samples.map(([, s]) => s.seller_1) as string[]}::text[])
           with ordinality s(doc, property_id, recording_date, sale_date, sale_amount, living_sqft, buyer_1, seller_1, i)
      cross join unnest(array[false, true]) e(enrichment)
      cross join unnest(array[false, true]) v(valuation)
      cross join unnest(array[false, true]) p(premium)`;
    expect(rows).toHaveLength(samples.length * 8);
    let compared = 0;
    for (const row of rows) {
      const served = JSON.parse(row.json) as Record<string, unknown>;
      const include = includeSets(row.enrichment, row.valuation);
      const names = NEARBY_SALE_FIELDS.filter((f) => !('include' in f) || include.has(f.include)).map((f) => f.name);
      expect(Object.keys(served), row.json).toEqual(names);
      const schema = include.size ? NearbySale.strict() : NearbySaleBase.strict();
      expect(schema.safeParse(served).error, row.json).toBeUndefined();
      const [generated, values] = samples[row.i]!;
      // the record as served: JSON text (no undefined members, no -0), and a valuation without a value is none
      const doc = JSON.parse(JSON.stringify(generated)) as PropertyRecord;
      if (doc.valuation?.value === null || doc.valuation?.value === undefined) doc.valuation = null;
      for (const plan of PLANS.filter((p) => isPremium(p) === row.premium)) {
        expect(served, `${plan}: ${row.json}`).toEqual(referenceNearbySale(doc, values, include, plan));
        compared++;
      }
    }
    expect(compared).toBe(samples.length * 4 * PLANS.length);
  });
});
