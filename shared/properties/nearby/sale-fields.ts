/**
 * The nearby-sale record (docs/design.md#nearby-sale-record), field by field, in the order served:
 * the one place its shape is written. From this table come
 * - the zod schemas NearbySaleBase and NearbySale (nearby-schemas.ts), and so openapi.json;
 * - the database functions that assemble the record as JSON text (nearby_sale_fields,
 *   nearby_sale_json: nearby-sale-sql.ts renders them, `npm run migration:nearby-sale` writes them
 *   as a numbered migration when they change);
 * - the tests' reference record (test/support/nearby-sale.ts).
 *
 * The record is assembled in the database because a page holds up to 500 of them: the property's
 * part is stored as JSON text in runs (properties.sale_fields), one run per include group and plan,
 * and a page concatenates the runs it needs. So the order is fixed: the sale's fields, then the
 * property's fields served always, then each include group in NEARBY_INCLUDES order; within each,
 * the fields every plan sees before the Premium-only ones. nearby-sale-sql.ts refuses a table in
 * any other order.
 */
import { z } from '../../platform/zod.ts';

export const NEARBY_INCLUDES = ['enrichment', 'valuation'] as const;
export type NearbyInclude = (typeof NEARBY_INCLUDES)[number];

/** The parts of the property record that hold members of their own (record-schema.ts). */
export type RecordPart = 'address' | 'structure' | 'parcel' | 'owner' | 'valuation';
/** A top-level member of the property record, or a member of one of its parts. */
export type Member = readonly [string] | readonly [RecordPart, string];

/**
 * The sale's own values, as the page query passes them to nearby_sale_json: its parameters, in
 * this order, with their SQL types (transactions' columns, and the property's building area the
 * scan filtered on).
 */
export const SALE_COLUMNS = {
  property_id: 'bigint',
  recording_date: 'date',
  sale_date: 'date',
  sale_amount: 'numeric',
  living_sqft: 'numeric',
  buyer_1: 'text',
  seller_1: 'text',
} as const;
export type SaleColumn = keyof typeof SALE_COLUMNS;

/** Where a field's value comes from. A missing member, or a part that is absent or not an object, is null. */
export type FieldSource =
  /**
   * A value of the sale, as JSON (a date as ISO 8601). `string`: a number as a JSON string of its
   * exact decimal text; `number`: a numeric as a JSON number, without the scale's trailing zeros.
   */
  | { readonly sale: SaleColumn; readonly as?: 'string' | 'number' }
  /** A member of the property's record as stored. `count`: text holding only a whole number ("2", " 3 ") as that number, else null. */
  | { readonly record: Member; readonly as?: 'count' }
  /** The first of these members of the property's record that is not null. */
  | { readonly firstOf: readonly Member[] };

export interface NearbySaleField {
  readonly name: string;
  readonly from: FieldSource;
  /** the JSON value when it is not null */
  readonly type: z.ZodType;
  readonly nullable?: boolean;
  /** served only when `include` names this group; absent: always served */
  readonly include?: NearbyInclude;
  /** Premium-only: null for base-plan keys (docs/design.md#premium-fields) */
  readonly plan?: 'premium';
  readonly description?: string;
  readonly example?: string;
}

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .openapi({ format: 'date' });

export const NEARBY_SALE_FIELDS = [
  { name: 'RECORDING_DATE', from: { sale: 'recording_date' }, type: day() },
  { name: 'PROPERTY_ID', from: { sale: 'property_id' }, type: z.number().int().positive() },
  {
    name: 'SALE_AMT',
    from: { sale: 'sale_amount', as: 'string' },
    type: z.string().regex(/^\d+(\.\d+)?$/),
    description: 'Sale price in US dollars, as a string.',
    example: '425000',
  },
  {
    name: 'SUM_BUILDING_SQFT',
    from: { sale: 'living_sqft', as: 'number' },
    type: z.number().positive(),
    description:
      'Building area: the living area, else the total area. Never null: sales of properties whose building area is unknown are not returned.',
  },
  { name: 'SALE_DATE', from: { sale: 'sale_date' }, type: day() },
  {
    name: 'BUYER_BORROWER1_NAME',
    from: { sale: 'buyer_1' },
    type: z.string(),
    nullable: true,
    description: 'Null only when the recorder gave no buyer name (some public sources carry none), rather than dropping the sale.',
  },
  {
    name: 'SELLER1_NAME',
    from: { sale: 'seller_1' },
    type: z.string(),
    nullable: true,
    description: 'Null only when the recorder gave no seller name, rather than dropping the sale.',
  },
  { name: 'FULL_STREET_ADDRESS', from: { record: ['address', 'formatted_street_address'] }, type: z.string() },
  { name: 'CITY', from: { record: ['address', 'city'] }, type: z.string() },
  { name: 'STATE', from: { record: ['address', 'state'] }, type: z.string() },
  { name: 'ZIP_CODE', from: { record: ['address', 'zip_code'] }, type: z.string() },
  { name: 'LATITUDE', from: { record: ['address', 'latitude'] }, type: z.number() },
  { name: 'LONGITUDE', from: { record: ['address', 'longitude'] }, type: z.number() },
  { name: 'LOT_SIZE_SQFT', from: { record: ['parcel', 'area_sq_ft'] }, type: z.number(), nullable: true },
  { name: 'BEDROOMS', from: { record: ['structure', 'beds_count'] }, type: z.number(), nullable: true },
  { name: 'BATHROOMS', from: { record: ['structure', 'baths'] }, type: z.number(), nullable: true },
  { name: 'YEAR_BUILT', from: { record: ['structure', 'year_built'] }, type: z.number(), nullable: true },
  {
    name: 'LAND_USE_CODE',
    from: {
      firstOf: [
        ['parcel', 'county_land_use_code'],
        ['parcel', 'state_land_use_code'],
      ],
    },
    type: z.string(),
    nullable: true,
    description:
      'County land-use code (else the state code). Null only when the source recorded neither code, rather than dropping the sale.',
  },
  {
    name: 'ZIP_PLUS_FOUR_CODE',
    from: { record: ['address', 'zip_plus_four_code'] },
    type: z.string(),
    nullable: true,
    include: 'enrichment',
  },
  { name: 'CENSUS_TRACT', from: { record: ['address', 'census_tract'] }, type: z.string(), nullable: true, include: 'enrichment' },
  {
    name: 'GEOCODING_ACCURACY',
    from: { record: ['address', 'geocoding_accuracy'] },
    type: z.string(),
    nullable: true,
    include: 'enrichment',
  },
  { name: 'QUALITY', from: { record: ['structure', 'quality'] }, type: z.string(), nullable: true, include: 'enrichment' },
  { name: 'CONDITION', from: { record: ['structure', 'condition'] }, type: z.string(), nullable: true, include: 'enrichment' },
  { name: 'STORIES', from: { record: ['structure', 'stories'] }, type: z.string(), nullable: true, include: 'enrichment' },
  {
    name: 'GARAGE_DESCRIPTION',
    from: { record: ['structure', 'garage_description'] },
    type: z.string(),
    nullable: true,
    include: 'enrichment',
  },
  { name: 'POOL_TYPE', from: { record: ['structure', 'pool_type'] }, type: z.string(), nullable: true, include: 'enrichment' },
  { name: 'HEATING_TYPE', from: { record: ['structure', 'heating_type'] }, type: z.string(), nullable: true, include: 'enrichment' },
  { name: 'AC_DESCRIPTION', from: { record: ['structure', 'ac_description'] }, type: z.string(), nullable: true, include: 'enrichment' },
  {
    name: 'CONSTRUCTION_TYPE',
    from: { record: ['structure', 'construction_type'] },
    type: z.string(),
    nullable: true,
    include: 'enrichment',
  },
  {
    name: 'EFFECTIVE_YEAR_BUILT',
    from: { record: ['structure', 'effective_year_built'] },
    type: z.number(),
    nullable: true,
    include: 'enrichment',
  },
  {
    name: 'PARKING_SPACES_COUNT',
    from: { record: ['structure', 'parking_spaces_count'] },
    type: z.number(),
    nullable: true,
    include: 'enrichment',
  },
  {
    name: 'FIREPLACES',
    // the assessor's text: a count ("2") or a description ("Y")
    from: { record: ['structure', 'fireplaces'], as: 'count' },
    type: z.number(),
    nullable: true,
    include: 'enrichment',
    description: 'Number of fireplaces when the assessor recorded a count; null when unknown or recorded only as a description.',
  },
  { name: 'ROOMS_COUNT', from: { record: ['structure', 'rooms_count'] }, type: z.number(), nullable: true, include: 'enrichment' },
  {
    name: 'PARTIAL_BATHS_COUNT',
    from: { record: ['structure', 'partial_baths_count'] },
    type: z.number(),
    nullable: true,
    include: 'enrichment',
  },
  {
    name: 'LIVING_AREA_SQFT',
    from: { record: ['structure', 'living_area_sqft'] },
    type: z.number(),
    nullable: true,
    include: 'enrichment',
  },
  { name: 'UNITS_COUNT', from: { record: ['structure', 'units_count'] }, type: z.number(), nullable: true, include: 'enrichment' },
  { name: 'BUILDING_COUNT', from: { record: ['parcel', 'building_count'] }, type: z.number(), nullable: true, include: 'enrichment' },
  { name: 'MONTHS_OWNED', from: { record: ['months_owned'] }, type: z.number(), nullable: true, include: 'enrichment' },
  {
    name: 'OWNER_TYPE',
    from: { record: ['owner_type'] },
    type: z.string(),
    nullable: true,
    include: 'enrichment',
    plan: 'premium',
    description: 'Premium: null for base-plan keys.',
  },
  {
    name: 'CORPORATE_OWNER',
    from: { record: ['owner', 'corporate_owner'] },
    type: z.boolean(),
    nullable: true,
    include: 'enrichment',
    plan: 'premium',
    description: 'Premium: null for base-plan keys.',
  },
  { name: 'VALUATION_VALUE', from: { record: ['valuation', 'value'] }, type: z.number(), nullable: true, include: 'valuation' },
  { name: 'VALUATION_HIGH', from: { record: ['valuation', 'high'] }, type: z.number(), nullable: true, include: 'valuation' },
  { name: 'VALUATION_LOW', from: { record: ['valuation', 'low'] }, type: z.number(), nullable: true, include: 'valuation' },
  {
    name: 'FORECAST_STD_DEV',
    from: { record: ['valuation', 'forecast_standard_deviation'] },
    type: z.number(),
    nullable: true,
    include: 'valuation',
  },
  { name: 'VALUATION_DATE', from: { record: ['valuation', 'date'] }, type: day(), nullable: true, include: 'valuation' },
] as const satisfies readonly NearbySaleField[];

type Field = (typeof NEARBY_SALE_FIELDS)[number];
type FieldSchema<F extends Field> = F extends { nullable: true } ? z.ZodNullable<F['type']> : F['type'];
/** The zod shape of the fields always served. */
export type AlwaysShape = { [F in Field as F extends { include: NearbyInclude } ? never : F['name']]: FieldSchema<F> };
/** The zod shape of the include groups' fields, each present only when asked for. */
export type IncludedShape = { [F in Field as F extends { include: NearbyInclude } ? F['name'] : never]: z.ZodOptional<FieldSchema<F>> };

/** A field's schema: its type, described, and nullable when it may be null. */
function fieldSchema(f: NearbySaleField): z.ZodType {
  const doc = { ...(f.description && { description: f.description }), ...(f.example && { example: f.example }) };
  const described = Object.keys(doc).length ? f.type.openapi(doc) : f.type;
  return f.nullable ? described.nullable() : described;
}

export const alwaysShape = (): AlwaysShape =>
  Object.fromEntries(NEARBY_SALE_FIELDS.filter((f) => !('include' in f)).map((f) => [f.name, fieldSchema(f)])) as AlwaysShape;

export const includedShape = (): IncludedShape =>
  Object.fromEntries(NEARBY_SALE_FIELDS.filter((f) => 'include' in f).map((f) => [f.name, fieldSchema(f).optional()])) as IncludedShape;
