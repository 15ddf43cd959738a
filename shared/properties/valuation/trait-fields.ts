/**
 * The traits of the valuation model (docs/valuation.md#traits), field by field: the one place each
 * is written. From this table come
 * - a subject's traits from its stored record, from a description (the query parameters of
 *   GET /properties/valuation and /properties/rent-estimate), and a candidate's from its evidence
 *   row, all read by the same function;
 * - the description's query parameters and the answer's `subject` object (schemas.ts), and so
 *   openapi.json;
 * - the evidence scan's columns of the building (queries.ts) and the facts each comparable lists.
 */
import { queryBoolean, queryInt, queryNumber, z } from '../../platform/zod.ts';
import type { PropertyRecord } from '../records/record-schema.ts';
import { basementRank, conditionRank, qualityRank, type Traits, viewRating, waterfrontFlag } from './traits.ts';

type Raw = string | number | boolean | null | undefined;

export interface TraitField {
  /** the model's name (Traits) */
  readonly trait: keyof Traits;
  /** the request's query parameter and the answer's subject field */
  readonly field: string;
  /** the evidence row's column (queries.ts EvidenceRow) */
  readonly column: string;
  /** the raw value in the stored property record */
  readonly record: (doc: PropertyRecord) => Raw;
  /** the model's value from a raw value: of the record, of a query parameter, or of an evidence row */
  readonly read: (raw: Raw) => number | string | null;
  /** the query parameter that describes it (before .optional()) */
  readonly param: z.ZodType;
  /** the answer's subject field: the model's value as served */
  readonly served: z.ZodType;
  /** the model's value as the answer serves it; the value itself when absent */
  readonly serve?: (value: number | string | null) => unknown;
  /** listed with each comparable as the evidence row states it */
  readonly listed?: true;
}

/** A description-only parameter's description. */
export const described = (what: string) => `${what} Description only (not with address).`;
const number = (raw: Raw) => (typeof raw === 'number' ? raw : null);
const text = (raw: Raw) => (typeof raw === 'string' ? raw : null);
const nullableNumber = (description?: string) =>
  description === undefined ? z.number().nullable() : z.number().nullable().openapi({ description });

/** A word of one of the model's scales: one it cannot place is a 400 naming it, never silently no fact. */
const scaleWord = (rank: (text: string) => number | null, words: string) =>
  z
    .string()
    .min(1)
    .max(40)
    .refine((t) => rank(t) !== null, { message: `not one of ${words}` });

export const TRAIT_FIELDS = [
  {
    trait: 'propertyType',
    field: 'property_type',
    column: 'property_type',
    record: (d) => d.property_type,
    read: text,
    param: z
      .string()
      .min(1)
      .max(100)
      .openapi({
        description: described(
          'Property type, e.g. "Single Family Residential", "Condominium", "Townhouse": comparables of the same type group come first.',
        ),
      }),
    served: z.string().nullable(),
    listed: true,
  },
  {
    trait: 'livingSqft',
    field: 'living_area_sqft',
    column: 'sqft',
    record: (d) => d.structure?.living_area_sqft ?? d.structure?.total_area_sq_ft,
    read: number,
    param: queryNumber(z.number().gt(0).max(100_000)).openapi({ description: described('Living area, square feet.') }),
    served: nullableNumber('Living area, square feet.'),
    listed: true,
  },
  {
    trait: 'lotSqft',
    field: 'lot_size_sqft',
    column: 'lot_sqft',
    record: (d) => d.parcel?.area_sq_ft,
    read: number,
    param: queryNumber(z.number().gt(0).max(100_000_000)).openapi({ description: described('Lot size, square feet.') }),
    served: nullableNumber('Lot size, square feet.'),
    listed: true,
  },
  {
    trait: 'yearBuilt',
    field: 'year_built',
    column: 'year_built',
    record: (d) => d.structure?.year_built,
    read: number,
    param: queryInt(z.number().min(1600).max(2100)).openapi({ description: described('Year built.') }),
    served: nullableNumber('Year built.'),
    listed: true,
  },
  {
    trait: 'effectiveYearBuilt',
    field: 'effective_year_built',
    column: 'effective_year_built',
    record: (d) => d.structure?.effective_year_built,
    read: number,
    param: queryInt(z.number().min(1600).max(2100)).openapi({
      description: described(
        "The year the building's age counts from after a renovation (the assessor's effective year built); the age is read from it when it is later than year_built.",
      ),
    }),
    served: nullableNumber('Effective year built (after a renovation), when stated.'),
  },
  {
    trait: 'beds',
    field: 'beds',
    column: 'beds',
    record: (d) => d.structure?.beds_count,
    read: number,
    param: queryNumber(z.number().min(0).max(50)).openapi({ description: described('Bedrooms.') }),
    served: nullableNumber('Bedrooms.'),
    listed: true,
  },
  {
    trait: 'baths',
    field: 'baths',
    column: 'baths',
    record: (d) => d.structure?.baths,
    read: number,
    param: queryNumber(z.number().min(0).max(50)).openapi({ description: described('Bathrooms (halves as .5).') }),
    served: nullableNumber('Bathrooms.'),
    listed: true,
  },
  {
    trait: 'quality',
    field: 'quality',
    column: 'quality',
    record: (d) => d.structure?.quality,
    read: (raw) => qualityRank(text(raw)),
    param: scaleWord(qualityRank, 'the grades 1-13 or their names').openapi({
      description: described(
        'Building quality: a King County assessor grade 1-13, or its name (Low, Fair, Low Average, Average, Good, Better, Very Good, Excellent, Luxury, Mansion; BELOW AVERAGE reads as Low Average).',
      ),
    }),
    served: nullableNumber('Quality rank 1-13 (King County grades).'),
  },
  {
    trait: 'condition',
    field: 'condition',
    column: 'condition',
    record: (d) => d.structure?.condition,
    read: (raw) => conditionRank(text(raw)),
    param: scaleWord(conditionRank, 'the conditions 1-5 or their names').openapi({
      description: described('Building condition: 1-5, or Poor, Fair, Average, Good, Very Good.'),
    }),
    served: nullableNumber('Condition rank 1-5.'),
  },
  {
    trait: 'waterfront',
    field: 'waterfront',
    column: 'waterfront',
    record: (d) => d.parcel?.waterfront,
    read: (raw) => waterfrontFlag(typeof raw === 'boolean' ? raw : null),
    param: queryBoolean().openapi({ description: described('true when the home fronts on open water (sea, lake or river).') }),
    served: z.boolean().nullable().openapi({ description: 'On open water.' }),
    serve: (value) => (value === null ? null : value === 1),
  },
  {
    trait: 'view',
    field: 'view',
    column: 'view',
    record: (d) => d.parcel?.view,
    read: (raw) => viewRating(number(raw)),
    param: queryNumber(z.number().min(0).max(4)).openapi({
      description: described("The view's quality, 0 (none) to 4 (excellent), as the King County assessor rates it."),
    }),
    served: nullableNumber('View rating 0-4.'),
  },
  {
    trait: 'basement',
    field: 'basement',
    column: 'basement_type',
    record: (d) => d.structure?.basement_type,
    read: (raw) => basementRank(text(raw)),
    param: scaleWord(basementRank, 'None, Partial or Full (or a word of docs/valuation.md#traits)').openapi({
      description: described(
        'The basement: None (also Slab, Crawl Space), Partial, or Full (also Basement, Finished, Unfinished, Daylight, Walkout), as records state basement_type.',
      ),
    }),
    served: nullableNumber('Basement: 0 none, 0.5 partial, 1 full.'),
  },
] as const satisfies readonly TraitField[];

type Table = typeof TRAIT_FIELDS;
/** the API names of the traits (query parameters of a description, fields of the answer's subject) */
export type TraitFieldName = Table[number]['field'];
/** the evidence row's columns of the traits */
export type TraitColumn = Table[number]['column'];
export const TRAIT_COLUMNS = TRAIT_FIELDS.map((t) => t.column) as TraitColumn[];
export const TRAIT_FIELD_NAMES = TRAIT_FIELDS.map((t) => t.field) as TraitFieldName[];

/** The traits from raw values, one per trait, taken by `get`. */
function readTraits(get: (t: TraitField) => Raw): Traits {
  return Object.fromEntries(TRAIT_FIELDS.map((t: TraitField) => [t.trait, t.read(get(t))])) as unknown as Traits;
}

/** A stored record's traits. */
export const recordTraits = (doc: PropertyRecord): Traits => readTraits((t) => t.record(doc));

/** A description's traits, from its query parameters. */
export const describedTraits = (q: Partial<Record<TraitFieldName, Raw>>): Traits => readTraits((t) => q[t.field as TraitFieldName]);

/** An evidence row's traits, from its columns. */
export const rowTraits = (row: { [C in TraitColumn]: Raw }): Traits => readTraits((t) => row[t.column as TraitColumn]);

/** The answer's subject fields of `traits`. */
export function servedTraits(traits: Traits): ServedTraits {
  return Object.fromEntries(
    TRAIT_FIELDS.map((t: TraitField) => {
      const value = traits[t.trait] as number | string | null;
      return [t.field, t.serve ? t.serve(value) : value];
    }),
  ) as ServedTraits;
}

/** The facts a comparable lists, as its evidence row states them. */
export function listedFacts(row: { [C in TraitColumn]: Raw }): ListedFacts {
  return Object.fromEntries(
    TRAIT_FIELDS.filter((t: TraitField) => t.listed).map((t) => [t.field, row[t.column as TraitColumn] ?? null]),
  ) as ListedFacts;
}

type Fields<P extends 'param' | 'served', Only extends boolean = false> = {
  [T in Table[number] as Only extends true ? (T extends { listed: true } ? T['field'] : never) : T['field']]: T[P];
};

type ServedTraits = { [K in keyof Fields<'served'>]: z.output<Fields<'served'>[K]> };
type ListedFacts = { [K in keyof Fields<'served', true>]: z.output<Fields<'served', true>[K]> };

/** The description's query parameters, each optional. */
export const traitParams = Object.fromEntries(TRAIT_FIELDS.map((t) => [t.field, t.param.optional()])) as {
  [K in keyof Fields<'param'>]: z.ZodOptional<Fields<'param'>[K]>;
};

/** The answer's subject fields. */
export const servedTraitFields = Object.fromEntries(TRAIT_FIELDS.map((t) => [t.field, t.served])) as Fields<'served'>;

/** The facts each comparable lists. */
export const listedTraitFields = Object.fromEntries(
  TRAIT_FIELDS.filter((t: TraitField) => t.listed).map((t) => [t.field, t.served]),
) as Fields<'served', true>;
