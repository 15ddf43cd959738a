/**
 * Requests and responses of the nearby endpoints: nearby sales (specification 2.3, 2.4, 4.6),
 * nearby sold properties (4.7) and their deprecated POST forms (4.10).
 */

import { isoDate, queryBoolean, queryInt, queryList, queryNumber, z } from '../platform/zod.ts';
import { LegacyProperty } from './legacy.ts';
import { PropertyRecord } from './record-schema.ts';
import { addressParam } from './schemas.ts';

export const NEARBY_INCLUDES = ['enrichment', 'valuation'] as const;
export type NearbyInclude = (typeof NEARBY_INCLUDES)[number];

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
function ordered(names: readonly string[]) {
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
        'true (default): only arms-length sales, the comparables. false adds quitclaims, intrafamily transfers, foreclosure deeds and other recorded transfers with a price, and sales whose arms-length status is unknown.',
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

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .openapi({ format: 'date' });
const str = () => z.string().nullable();
const num = () => z.number().nullable();
const known = (description: string) => z.string().nullable().openapi({ description });

/** The fields every nearby-sale record carries (2.3 without the include groups). */
export const NearbySaleBase = z
  .object({
    RECORDING_DATE: day(),
    PROPERTY_ID: z.number().int().positive(),
    SALE_AMT: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .openapi({ description: 'Sale price in US dollars, as a string.', example: '425000' }),
    SUM_BUILDING_SQFT: z.number().positive().openapi({
      description:
        'Building area: the living area, else the total area. Never null: sales of properties whose building area is unknown are not returned.',
    }),
    SALE_DATE: day(),
    BUYER_BORROWER1_NAME: known(
      'The specification lists it as never null; it is null when the recorder gave no buyer name (some public sources carry none), rather than dropping the sale.',
    ),
    SELLER1_NAME: known(
      'The specification lists it as never null; it is null when the recorder gave no seller name, rather than dropping the sale.',
    ),
    FULL_STREET_ADDRESS: z.string(),
    CITY: z.string(),
    STATE: z.string(),
    ZIP_CODE: z.string(),
    LATITUDE: z.number(),
    LONGITUDE: z.number(),
    LOT_SIZE_SQFT: num(),
    BEDROOMS: num(),
    BATHROOMS: num(),
    YEAR_BUILT: num(),
    LAND_USE_CODE: known(
      'County land-use code (else the state code). The specification lists it as never null; it is null when the source recorded neither code, rather than dropping the sale.',
    ),
  })
  .openapi('NearbySaleBase', {
    description: "A nearby sale (specification 2.3) without the include groups: the sale's fields, then the property's.",
  });

/** Added with include=enrichment. OWNER_TYPE and CORPORATE_OWNER are Premium: null for base-plan keys. */
const ENRICHMENT_FIELDS = {
  ZIP_PLUS_FOUR_CODE: str(),
  CENSUS_TRACT: str(),
  GEOCODING_ACCURACY: str(),
  QUALITY: str(),
  CONDITION: str(),
  STORIES: str(),
  GARAGE_DESCRIPTION: str(),
  POOL_TYPE: str(),
  HEATING_TYPE: str(),
  AC_DESCRIPTION: str(),
  CONSTRUCTION_TYPE: str(),
  EFFECTIVE_YEAR_BUILT: num(),
  PARKING_SPACES_COUNT: num(),
  FIREPLACES: num().openapi({
    description: 'Number of fireplaces when the assessor recorded a count; null when unknown or recorded only as a description.',
  }),
  ROOMS_COUNT: num(),
  PARTIAL_BATHS_COUNT: num(),
  LIVING_AREA_SQFT: num(),
  UNITS_COUNT: num(),
  BUILDING_COUNT: num(),
  MONTHS_OWNED: num(),
  OWNER_TYPE: str().openapi({ description: 'Premium: null for base-plan keys.' }),
  CORPORATE_OWNER: z.boolean().nullable().openapi({ description: 'Premium: null for base-plan keys.' }),
};

/** Added with include=valuation. */
const VALUATION_FIELDS = {
  VALUATION_VALUE: num(),
  VALUATION_HIGH: num(),
  VALUATION_LOW: num(),
  FORECAST_STD_DEV: num(),
  VALUATION_DATE: day().nullable(),
};

const optional = <T extends Record<string, z.ZodType>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

export const NearbySale = NearbySaleBase.extend({ ...optional(ENRICHMENT_FIELDS), ...optional(VALUATION_FIELDS) }).openapi('NearbySale', {
  description: 'A nearby sale (specification 2.3). The enrichment and valuation fields are present only when `include` asks for them.',
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
  .openapi('NearbyMeta', { description: 'Specification 2.4.' });
export type NearbyMeta = z.output<typeof NearbyMeta>;

export const NearbySalesResponse = z.union([
  z.array(NearbySale).openapi({ description: 'include_meta=false (default): the page as a bare array.' }),
  z.object({ data: z.array(NearbySale), meta: NearbyMeta }).openapi({ description: 'include_meta=true.' }),
]);

export const NearbySoldQuery = z
  .object({
    address: subjectAddress(),
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
}).openapi('NearbySoldProperty', { description: 'A property record (2.1, Premium fields masked per plan) with its distance and equity.' });
export type NearbySoldProperty = z.output<typeof NearbySoldProperty>;

export const NearbySoldResponse = z.object({ data: z.array(NearbySoldProperty), meta: NearbyMeta });

export const NearbySalesPostResponse = z.array(NearbySaleBase);
export const NearbySoldPostResponse = z.array(LegacyProperty);
