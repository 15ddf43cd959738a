/**
 * Requests of the property endpoints (docs/design.md#property-endpoints).
 */

import { compactDate, queryBoolean, queryInt, queryList, queryNumber, z } from '../platform/zod.ts';
import { PropertyRecord, ServedTransaction } from './records/record-schema.ts';
import { estimateAsOf, estimateConfidence, estimateMethodFields, valuationBasis } from './valuation/fields.ts';

export const addressParam = (description: string) =>
  z.string().min(1).max(500).openapi({ description, example: '3526 High St, Sacramento, CA 95838' });

/** How a lookup answers when several properties share the street line and no unit is given (docs/addresses.md). */
export const unitPolicyParam = () =>
  z.enum(['unit', 'building']).default('unit').openapi({
    description:
      'When several properties share the street line (the units of a building, or parcels recorded without units) and the address gives no unit: `unit` (default) answers 404 with the units as candidates (batch: AMBIGUOUS); `building` answers the first of them, with `X-Address-Match: building`.',
  });

export const ByAddressQuery = z.object({
  address: addressParam('Full one-line address: number, street, unit if any, then zip, or city and state.'),
  unit_policy: unitPolicyParam(),
});

export const ByAddressResponse = PropertyRecord;

const count = (description: string) => queryNumber(z.number().min(0).max(100)).optional().openapi({ description });
const year = (description: string) => queryInt(z.number().min(1600).max(2100)).optional().openapi({ description });

export const SEARCH_SORTS = ['recording_date', 'assessed_value', 'year_built', 'last_sale_price', 'living_area', 'last_sale_date'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The selections and ranges of a property search, without its paging: also an export's filter (shared/exports/). */
const SearchSelection = z.object({
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'expected a 2-letter state abbreviation')
    .transform((s) => s.toUpperCase())
    .optional()
    .openapi({ description: 'State abbreviation, e.g. CA.' }),
  city: z.string().min(1).max(100).optional().openapi({
    description:
      'City name, read as /locations reads it (case, punctuation, St./Saint, Ft./Fort, Mt./Mount), with `state` or written "City, ST"; a name that is no city is a 404 with suggestions.',
  }),
  county: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: 'County name ("Sacramento" or "Sacramento County") or 5-digit FIPS code.' }),
  zip_codes: queryList(z.string().regex(/^\d{5}$/, 'expected 5-digit zip codes'))
    .pipe(z.array(z.string()).min(1).max(100))
    .optional()
    .openapi({ description: 'Comma-separated 5-digit zip codes (at most 100).', example: '95814,95816' }),
  msa: z.string().min(1).max(200).optional().openapi({
    description: 'Metropolitan area: CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA", or its first city).',
  }),
  pre_foreclosure: queryBoolean().optional().openapi({
    description: 'Distress filter (Premium or Unlimited): properties with (true) or without (false) a pre-foreclosure recording.',
  }),
  pre_foreclosure_date_min: compactDate().optional().openapi({
    description: 'Distress filter (Premium or Unlimited): earliest pre-foreclosure recording date, YYYYMMDD (YYYY-MM-DD is accepted too).',
  }),
  pre_foreclosure_date_max: compactDate().optional().openapi({
    description: 'Distress filter (Premium or Unlimited): latest pre-foreclosure recording date, YYYYMMDD (YYYY-MM-DD is accepted too).',
  }),
  vacant: queryBoolean().optional().openapi({ description: 'Distress filter (Premium or Unlimited).' }),
  zombie_foreclosure: queryBoolean()
    .optional()
    .openapi({ description: 'Distress filter (Premium or Unlimited): in pre-foreclosure and vacant.' }),
  beds_min: count('Minimum bedrooms; properties with unknown bedrooms are excluded when set.'),
  beds_max: count('Maximum bedrooms.'),
  baths_min: count('Minimum bathrooms.'),
  baths_max: count('Maximum bathrooms.'),
  year_built_min: year('Earliest year built.'),
  year_built_max: year('Latest year built.'),
  property_type: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: 'Exact property type, case-insensitive, e.g. "Single Family Residential".' }),
  owner_name: z.string().min(2).max(200).optional().openapi({
    description: 'Partial, case-insensitive match on the owner of record (normalised: punctuation removed, entity suffixes folded).',
  }),
});

const SearchPage = SearchSelection.extend({
  page: queryInt(z.number().min(1).max(10_000)).default(1),
  page_size: queryInt(z.number().min(1).max(100)).default(20),
  sort: z.enum(SEARCH_SORTS).default('recording_date').openapi({
    description:
      'Sort key: last recording date, assessed value, year built, last sale price, living area (square feet) or last sale date. Properties whose value is unknown come last in either order; ties are broken by property_id.',
  }),
  order: z.enum(SORT_ORDERS).default('desc').openapi({
    description: 'Sort direction: desc (default: most recent, highest, newest first) or asc.',
  }),
});

/** A minimum above its maximum is the caller's error, named by the minimum. */
function withRanges<T extends z.ZodType<{ [K in 'beds' | 'baths' | 'year_built' as `${K}_${'min' | 'max'}`]?: number }>>(schema: T) {
  return schema
    .refine((q) => q.beds_min === undefined || q.beds_max === undefined || q.beds_min <= q.beds_max, {
      message: 'beds_min must not exceed beds_max',
      path: ['beds_min'],
    })
    .refine((q) => q.baths_min === undefined || q.baths_max === undefined || q.baths_min <= q.baths_max, {
      message: 'baths_min must not exceed baths_max',
      path: ['baths_min'],
    })
    .refine((q) => q.year_built_min === undefined || q.year_built_max === undefined || q.year_built_min <= q.year_built_max, {
      message: 'year_built_min must not exceed year_built_max',
      path: ['year_built_min'],
    });
}

export const SearchFilter = withRanges(SearchSelection);
export type SearchFilter = z.output<typeof SearchFilter>;
export const SearchQuery = withRanges(SearchPage);
export type SearchQuery = z.output<typeof SearchQuery>;

export const SearchResponse = z.object({
  data: z.array(PropertyRecord),
  total: z.number().int().openapi({ description: 'Exact number of matching properties.' }),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean().openapi({ description: 'Whether a later page has rows: page × page_size < total.' }),
});

export const ByMailingAddressQuery = z.object({
  address: addressParam(
    'Full address with street number, street, city and zip. Answers every property whose owner mailing address is this address (any unit designator: `#310` = `STE 310`), and, when a property is exactly at this address, every property mailed to its owner.',
  ),
});
export const ByMailingAddressResponse = z
  .array(PropertyRecord)
  .openapi({ description: 'Every property whose owner mailing address equals that one, by property_id, at most 500.' });

export const TransactionsQuery = z
  .object({
    address: z.string().max(500).optional().openapi({ description: 'Full address of the property (used when property_id is absent).' }),
    property_id: queryInt(z.number().positive())
      .optional()
      .openapi({ description: 'Property identifier; wins over address when both are given.' }),
    unit_policy: unitPolicyParam(),
  })
  .refine((q) => q.property_id !== undefined || (q.address !== undefined && q.address.trim() !== ''), {
    message: 'give property_id or a non-empty address',
    path: ['address'],
  });

export const TransactionsResponse = z.object({
  property_id: z.number().int(),
  address: z.string().nullable().openapi({ description: "The property's normalised one-line address." }),
  transactions: z.array(ServedTransaction).openapi({
    description: 'Every recorded document of the property (sales, mortgages, refinances, notices), most recent recording first.',
  }),
});

export const BATCH_LIMIT = 100;
export const BATCH_INCLUDES = ['valuation_estimate'] as const;
export type BatchInclude = (typeof BATCH_INCLUDES)[number];
/**
 * API Gateway takes a request line and headers of at most 10,240 bytes, so a longer query string
 * could never reach the API: 8,000 characters (decoded) leave room for the encoding of commas
 * and the key header; 100 addresses average 80 characters each.
 */
export const BATCH_MAX_CHARS = 8_000;

export const BatchQuery = z.object({
  addresses: z
    .string()
    .min(1)
    .max(BATCH_MAX_CHARS)
    .transform((s) => s.split('|').map((a) => a.trim()))
    .pipe(z.array(z.string()).max(BATCH_LIMIT, `at most ${BATCH_LIMIT} addresses per request`))
    .openapi({
      description: `Up to ${BATCH_LIMIT} full addresses separated by "|", at most ${BATCH_MAX_CHARS} characters in all (API Gateway limits a request line to 10 KiB).`,
      example: '3526 High St, Sacramento, CA 95838|51 Omaha Ct, Sacramento, CA 95823',
    }),
  include_suggestions: queryBoolean().default(false).openapi({
    description:
      'For addresses not found (NOT_FOUND), list up to 5 candidates with what differs in each: the same house number on streets written otherwise, then the nearest numbers on the street. AMBIGUOUS elements always list theirs.',
  }),
  unit_policy: unitPolicyParam(),
  include: queryList(z.enum(BATCH_INCLUDES))
    .default([])
    .openapi({
      description:
        'Comma-separated. `valuation_estimate` adds to each found address a fresh estimate of its market value from comparable sales, the value GET /properties/valuation answers for the address with its defaults (as_of the latest evidence, adaptive radius, 10 comparables), computed for the whole batch in one scan.',
      example: 'valuation_estimate',
      param: { style: 'form', explode: false },
    }),
});

const ValuationEstimate = z
  .object({
    value: z.number().openapi({ description: 'Estimated market value, US dollars (GET /properties/valuation `value`).' }),
    low: z.number().openapi({ description: 'Lower end of the nominal 80% interval, US dollars.' }),
    high: z.number().openapi({ description: 'Upper end of the nominal 80% interval, US dollars.' }),
    confidence: estimateConfidence,
    as_of: estimateAsOf,
    method: z.object({
      ...estimateMethodFields,
      comparables_used: z.number().int().openapi({ description: 'Comparables the estimate rests on.' }),
      basis: valuationBasis,
    }),
  })
  .openapi('BatchValuationEstimate');

const ValuationUnavailable = z
  .object({
    reason: z.enum(['no_sales', 'too_few_sales', 'mostly_non_market']),
    detail: z.string(),
    candidates_seen: z.number().int(),
    minimum: z.number().int(),
    as_of: z.string(),
  })
  .openapi('BatchValuationUnavailable', {
    description: 'Why valuation_estimate is null: too little evidence (GET /properties/valuation would answer 422).',
  });

const AddressCandidate = z
  .object({
    property_id: z.number().int(),
    address: z.string().openapi({ description: 'The normalised one-line address of the candidate.' }),
    differs: z
      .array(z.enum(['house_number', 'street_name', 'suffix', 'directional', 'unit', 'city', 'state']))
      .openapi({ description: 'The parts of the address written otherwise than the request (empty: it fits, as others do).' }),
  })
  .openapi('AddressCandidate');

export const BatchElement = z
  .object({
    address: z.string().openapi({ description: 'The address as requested.' }),
    property: PropertyRecord.optional(),
    match: z
      .object({
        level: z.enum(['exact', 'unit_dropped', 'near', 'building']),
        confidence: z.number().min(0).max(1).openapi({
          description:
            'The share of the normalised address line (number, street, unit number) the property agrees with: 1 - edit distance / longer length; 1 only for exact.',
        }),
        normalized_address: z.string(),
        differs: z
          .array(z.enum(['house_number', 'street_name', 'suffix', 'directional', 'unit', 'city', 'state']))
          .openapi({ description: 'The parts written otherwise than the record (empty for exact).' }),
        reason: z
          .string()
          .nullable()
          .openapi({ description: 'Why a match below exact was made, or a number taken from a recorded range.' }),
      })
      .optional(),
    error: z.object({ code: z.enum(['NOT_FOUND', 'AMBIGUOUS', 'INVALID_ADDRESS']), message: z.string() }).optional(),
    suggestions: z.array(AddressCandidate).optional(),
    valuation_estimate: ValuationEstimate.nullable().optional().openapi({
      description:
        'include=valuation_estimate, found addresses only: the estimate, or null (never a made-up number) when the evidence is too thin, with `valuation_estimate_unavailable` saying why.',
    }),
    valuation_estimate_unavailable: ValuationUnavailable.optional(),
  })
  .openapi('BatchElement');
export const BatchResponse = z.array(BatchElement).openapi({ description: 'One element per requested address, in request order.' });

export const LegacyAddressBody = z.object({
  address: z.string().trim().min(1).max(500).openapi({
    description: 'The property address; a partial address such as street plus zip is accepted.',
    example: '3526 High St 95838',
  }),
  unit_policy: unitPolicyParam(),
});

export const LegacyTransaction = z
  .object({
    date: z.string().nullable().openapi({ description: 'Sale date (recording date when the sale date is unknown), YYYY-MM-DD.' }),
    price: z.number().nullable(),
    seller: z.string().nullable(),
    buyer: z.string().nullable(),
    transactionType: z.string().nullable(),
    documentNumber: z.string().nullable(),
    lenderName: z.string().nullable(),
    loanAmount: z.number().nullable(),
  })
  .openapi('LegacyTransaction');
export const LegacyTransactionsResponse = z.array(LegacyTransaction);
