/**
 * Requests of the property endpoints (specification 4.3-4.10).
 */
import { PropertyRecord } from './property.ts';
import { queryBoolean, queryInt, queryList, queryNumber, z } from './zod.ts';

export const addressParam = (description: string) => z.string().min(1).max(500).openapi({ description, example: '3526 High St, Sacramento, CA 95838' });

export const ByAddressQuery = z.object({
  address: addressParam('Full one-line address: number, street, unit if any, then zip, or city and state.'),
});

export const ByAddressResponse = PropertyRecord;

const yyyymmdd = () =>
  z
    .string()
    .regex(/^\d{8}$/, 'expected a date as YYYYMMDD')
    .refine((s) => {
      const d = new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10).replaceAll('-', '') === s;
    }, 'not a real calendar date')
    .openapi({ example: '20240131' });

const count = (description: string) => queryNumber(z.number().min(0).max(100)).optional().openapi({ description });
const year = (description: string) => queryInt(z.number().int().min(1600).max(2100)).optional().openapi({ description });

export const SEARCH_SORTS = ['recording_date', 'assessed_value', 'year_built'] as const;

export const SearchQuery = z
  .object({
    state: z.string().regex(/^[A-Za-z]{2}$/, 'expected a 2-letter state abbreviation').transform((s) => s.toUpperCase()).optional().openapi({ description: 'State abbreviation, e.g. CA.' }),
    city: z.string().min(1).max(100).optional().openapi({ description: 'City name (case-insensitive); combine with state to disambiguate.' }),
    county: z.string().min(1).max(100).optional().openapi({ description: 'County name ("Sacramento" or "Sacramento County") or 5-digit FIPS code.' }),
    zip_codes: queryList(z.string().regex(/^\d{5}$/, 'expected 5-digit zip codes')).pipe(z.array(z.string()).min(1).max(100)).optional().openapi({ description: 'Comma-separated 5-digit zip codes (at most 100).', example: '95814,95816' }),
    msa: z.string().min(1).max(200).optional().openapi({ description: 'Metropolitan area: CBSA code (e.g. 40900) or title (e.g. "Sacramento-Roseville-Folsom, CA", or its first city).' }),
    pre_foreclosure: queryBoolean().optional().openapi({ description: 'Distress filter (Premium or Unlimited): properties with (true) or without (false) a pre-foreclosure recording.' }),
    pre_foreclosure_date_min: yyyymmdd().optional().openapi({ description: 'Distress filter (Premium or Unlimited): earliest pre-foreclosure recording date, YYYYMMDD.' }),
    pre_foreclosure_date_max: yyyymmdd().optional().openapi({ description: 'Distress filter (Premium or Unlimited): latest pre-foreclosure recording date, YYYYMMDD.' }),
    vacant: queryBoolean().optional().openapi({ description: 'Distress filter (Premium or Unlimited).' }),
    zombie_foreclosure: queryBoolean().optional().openapi({ description: 'Distress filter (Premium or Unlimited): in pre-foreclosure and vacant.' }),
    beds_min: count('Minimum bedrooms; properties with unknown bedrooms are excluded when set.'),
    beds_max: count('Maximum bedrooms.'),
    baths_min: count('Minimum bathrooms.'),
    baths_max: count('Maximum bathrooms.'),
    year_built_min: year('Earliest year built.'),
    year_built_max: year('Latest year built.'),
    property_type: z.string().min(1).max(100).optional().openapi({ description: 'Exact property type, case-insensitive, e.g. "Single Family Residential".' }),
    owner_name: z.string().min(2).max(200).optional().openapi({ description: 'Partial, case-insensitive match on the owner of record (normalised: punctuation removed, entity suffixes folded).' }),
    page: queryInt(z.number().int().min(1).max(10_000)).default(1),
    page_size: queryInt(z.number().int().min(1).max(100)).default(20),
    sort: z.enum(SEARCH_SORTS).default('recording_date').openapi({ description: 'Descending, nulls last, ties broken by property_id: most recent recording, highest assessed value, newest build.' }),
  })
  .refine((q) => q.beds_min === undefined || q.beds_max === undefined || q.beds_min <= q.beds_max, { message: 'beds_min must not exceed beds_max', path: ['beds_min'] })
  .refine((q) => q.baths_min === undefined || q.baths_max === undefined || q.baths_min <= q.baths_max, { message: 'baths_min must not exceed baths_max', path: ['baths_min'] })
  .refine((q) => q.year_built_min === undefined || q.year_built_max === undefined || q.year_built_min <= q.year_built_max, { message: 'year_built_min must not exceed year_built_max', path: ['year_built_min'] });
export type SearchQuery = z.output<typeof SearchQuery>;

export const SearchResponse = z.object({
  data: z.array(PropertyRecord),
  total: z.number().int().openapi({ description: 'Exact number of matching properties.' }),
  page: z.number().int(),
  page_size: z.number().int(),
});
