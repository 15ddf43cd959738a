/**
 * Requests and responses of the nearby endpoints: nearby sales (docs/design.md#nearby-sale-record),
 * nearby sold properties and their deprecated POST forms (docs/design.md#deprecated-post-forms).
 */

import { isoDate, queryBoolean, queryInt, queryList, queryNumber, z } from '../../platform/zod.ts';
import { LegacyProperty } from '../records/legacy.ts';
import { PropertyRecord } from '../records/record-schema.ts';
import { addressParam, unitPolicyParam } from '../schemas.ts';
import { alwaysShape, includedShape, NEARBY_INCLUDES } from './sale-fields.ts';

export { NEARBY_INCLUDES, type NearbyInclude } from './sale-fields.ts';

const subjectAddress = () =>
  addressParam(
    'The subject property: full one-line address, matched as GET /properties/by-address does. The subject itself is never in the results.',
  );
const radius = () =>
  queryNumber(z.number().gt(0).max(50))
    .default(1)
    .openapi({ description: 'Miles from the subject property (great-circle distance): greater than 0, at most 50.' });
const page = () => queryInt(z.number().min(1).max(10_000)).default(1);
const area = (description: string) => queryNumber(z.number().min(0)).optional().openapi({ description });
const year = (description: string) => queryInt(z.number().min(1600).max(2100)).optional().openapi({ description });
const count = (description: string) => queryNumber(z.number().min(0).max(100)).optional().openapi({ description });

/** A 400 naming `<name>_min` when both bounds are given and the minimum exceeds the maximum. */
export function ordered(names: readonly string[]) {
  return (q: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const name of names) {
      const min = q[`${name}_min`] as number | string | undefined;
      const max = q[`${name}_max`] as number | string | undefined;
      if (min !== undefined && max !== undefined && min > max)
        ctx.addIssue({ code: 'custom', message: `${name}_min must not exceed ${name}_max`, path: [`${name}_min`] });
    }
  };
}

export const NearbySalesQuery = z
  .object({
    address: subjectAddress(),
    unit_policy: unitPolicyParam(),
    page: page(),
    page_size: queryInt(z.number().min(20).max(500)).default(50),
    include_meta: queryBoolean().default(false).openapi({
      description:
        'true answers `{ data, meta }` instead of a bare array. The page is the same either way; counting the candidate window for meta reads all of it, so leave this off when the counts are not needed.',
    }),
    include: queryList(z.enum(NEARBY_INCLUDES))
      .default([])
      .openapi({
        description:
          'Comma-separated. `enrichment` adds the property, ownership and geo fields (ZIP_PLUS_FOUR_CODE ... MONTHS_OWNED, OWNER_TYPE, CORPORATE_OWNER); `valuation` adds VALUATION_VALUE, VALUATION_HIGH, VALUATION_LOW, FORECAST_STD_DEV and VALUATION_DATE.',
        example: 'enrichment,valuation',
        param: { style: 'form', explode: false },
      }),
    arms_length_only: queryBoolean().default(true).openapi({
      description:
        'true (default): only sales that are market evidence, the comparables: arms-length purchases that are not part of a multi-parcel deal and not price outliers. false adds quitclaims, intrafamily transfers, foreclosure deeds and other recorded transfers with a price, multi-parcel deals, outliers, and sales whose arms-length status is unknown.',
    }),
    lot_size_min: area(
      'Minimum lot size, square feet. Sales of properties with an unknown lot size are excluded when a lot-size bound is set.',
    ),
    lot_size_max: area('Maximum lot size, square feet.'),
    sqft_min: area('Minimum building square feet (SUM_BUILDING_SQFT).'),
    sqft_max: area('Maximum building square feet (SUM_BUILDING_SQFT).'),
    year_built_min: year('Earliest year built; sales of properties with an unknown year are excluded when a year bound is set.'),
    year_built_max: year('Latest year built.'),
    recording_date_min: isoDate().optional().openapi({ description: 'Earliest recording date, YYYY-MM-DD (inclusive).' }),
    recording_date_max: isoDate().optional().openapi({ description: 'Latest recording date, YYYY-MM-DD (inclusive).' }),
    radius: radius(),
  })
  .superRefine(ordered(['lot_size', 'sqft', 'year_built', 'recording_date']));
export type NearbySalesQuery = z.output<typeof NearbySalesQuery>;

/** The fields every nearby-sale record carries (docs/design.md#nearby-sale-record): nearby-sale-fields.ts lists them. */
export const NearbySaleBase = z.object(alwaysShape()).openapi('NearbySaleBase', {
  description: "A nearby sale without the include groups: the sale's fields, then the property's.",
});

export const NearbySale = NearbySaleBase.extend(includedShape()).openapi('NearbySale', {
  description: 'A nearby sale. The enrichment and valuation fields are present only when `include` asks for them.',
});
export type NearbySale = z.output<typeof NearbySale>;

export const NearbyMeta = z
  .object({
    page: z.number().int(),
    page_size: z.number().int(),
    count: z.number().int().openapi({ description: 'Records in this page.' }),
    total: z
      .number()
      .int()
      .openapi({ description: 'Matches within the candidate scan window; a lower bound when candidate_limit_hit is true.' }),
    total_is_exact: z.boolean().openapi({ description: 'false when candidate_limit_hit is true.' }),
    has_more: z.boolean().openapi({
      description:
        'page * page_size < total. When candidate_limit_hit is true, false does not prove there are no more records: narrow the radius or the dates and retry.',
    }),
    candidate_limit_hit: z
      .boolean()
      .openapi({ description: 'The candidate scan returned exactly candidate_limit rows: results may be incomplete.' }),
    candidate_limit: z.number().int().openapi({ description: 'Size of the candidate scan window.' }),
  })
  .openapi('NearbyMeta', { description: 'Paging and candidate-window counts of a nearby-sales page.' });
export type NearbyMeta = z.output<typeof NearbyMeta>;

export const NearbySalesResponse = z.union([
  z.array(NearbySale).openapi({ description: 'include_meta=false (default): the page as a bare array.' }),
  z.object({ data: z.array(NearbySale), meta: NearbyMeta }).openapi({ description: 'include_meta=true.' }),
]);

export const NearbySoldQuery = z
  .object({
    address: subjectAddress(),
    unit_policy: unitPolicyParam(),
    page: page(),
    page_size: queryInt(z.number().min(1).max(100)).default(50),
    lot_size_min: area(
      'Minimum lot size, square feet. Properties whose lot size is unknown or a placeholder 0 are excluded when a lot-size bound is set; so for every bound below.',
    ),
    lot_size_max: area('Maximum lot size, square feet.'),
    sqft_min: area('Minimum building square feet (living area, else total area).'),
    sqft_max: area('Maximum building square feet.'),
    year_built_min: year('Earliest year built.'),
    year_built_max: year('Latest year built.'),
    beds_min: count('Minimum bedrooms.'),
    beds_max: count('Maximum bedrooms.'),
    baths_min: count('Minimum bathrooms.'),
    baths_max: count('Maximum bathrooms.'),
    radius: radius(),
  })
  .superRefine(ordered(['lot_size', 'sqft', 'year_built', 'beds', 'baths']));
export type NearbySoldQuery = z.output<typeof NearbySoldQuery>;

export const NearbySoldProperty = PropertyRecord.extend({
  distance_miles: z.number().nonnegative().openapi({ description: 'Great-circle distance from the subject property, miles (3 decimals).' }),
  equity: z.number().nullable().openapi({
    description: 'Estimated value minus the estimated remaining balances of the recorded mortgages; null when the value is unknown.',
  }),
}).openapi('NearbySoldProperty', { description: 'A property record (Premium fields masked per plan) with its distance and equity.' });
export type NearbySoldProperty = z.output<typeof NearbySoldProperty>;

export const NearbySoldResponse = z.object({ data: z.array(NearbySoldProperty), meta: NearbyMeta });

export const NearbySalesPostResponse = z.array(NearbySaleBase);
export const NearbySoldPostResponse = z.array(LegacyProperty);
