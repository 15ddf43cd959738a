/**
 * Requests and responses of the rental analytics endpoints: rental transactions and their paged
 * table, market analysis, and comparables with a rent estimate. Every metric is defined in its
 * description; the definitions live in shared/rental-analytics/.
 */

import {
  GROSS_YIELD_DEFINITION,
  MEDIAN_RENT_DEFINITION,
  MEDIAN_SALE_PRICE_DEFINITION,
  PRICE_SALES_DEFINITION,
} from '../analytics/definitions.ts';
import { DataAsOf, Datasets, defaultWindowEnd } from '../analytics/freshness.ts';
import { LOW_SAMPLE_DEFINITION } from '../analytics/samples.ts';
import { resolveWindow } from '../analytics/window.ts';
import { GEOGRAPHY_TYPES } from '../locations/geography.ts';
import { GeographyOut, geographySelectionFields, requireGeography } from '../locations/selection.ts';
import { today } from '../platform/dates.ts';
import { isoDate, queryInt, queryList, queryNumber, z } from '../platform/zod.ts';
import { RENTAL_STATUSES } from '../properties/records/import-record.ts';
import { addressParam, unitPolicyParam } from '../properties/schemas.ts';
import { ESTIMATE_LIMITS } from '../properties/valuation/model.ts';
import { PropertyTypes } from '../properties/valuation/schemas.ts';
import { ESTIMATE_DEFINITION } from './estimate.ts';
import { BEDROOM_BUCKETS } from './metrics.ts';
import { SIMILARITY_DEFINITION } from './similarity.ts';

/** Rows of a selection that can be counted, sorted by anything but list_date, and paged through. */
export const RESULT_WINDOW = 10_000;

const windowFields = (what: string, monthly: boolean) => ({
  date_from: isoDate()
    .optional()
    .openapi({
      description: `First day of the window on ${what}, YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all).${monthly ? " The answer covers whole months, from this date's month." : ''}`,
    }),
  date_to: isoDate()
    .optional()
    .openapi({
      description: `Last day of the window on ${what}, YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later.${monthly ? " The answer covers whole months, through this date's month." : ''}`,
    }),
});

/** A 400 naming date_from when the window is reversed. */
const checkWindow = (q: { date_from?: string | undefined; date_to?: string | undefined }, ctx: z.RefinementCtx) => {
  // without date_to the window ends at data_as_of, known once the place is: checked here against the latest end it can have
  for (const issue of resolveWindow(q, defaultWindowEnd(null, q.date_from)).issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
};

/** A 400 naming `<name>_min` when both bounds are given and the minimum exceeds the maximum. */
const ordered = (names: readonly string[]) => (q: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const name of names) {
    const min = q[`${name}_min`] as number | undefined;
    const max = q[`${name}_max`] as number | undefined;
    if (min !== undefined && max !== undefined && min > max)
      ctx.addIssue({ code: 'custom', message: `${name}_min must not exceed ${name}_max`, path: [`${name}_min`] });
  }
};

const bound = (description: string, max: number) => queryNumber(z.number().min(0).max(max)).optional().openapi({ description });
const day = (description: string) => z.string().openapi({ format: 'date', description });
const month = (description: string) => z.string().openapi({ example: '2025-01', description: `${description} YYYY-MM.` });

// ---- rental transactions and the rental page ----------------------------------------------------

export const RENTAL_SORTS = ['list_date', 'lease_date', 'rent', 'rent_per_sqft', 'days_on_market', 'beds', 'baths', 'sqft'] as const;
export type RentalSort = (typeof RENTAL_SORTS)[number];

export const RentalListQuery = z
  .object({
    ...geographySelectionFields,
    ...windowFields('the list date (every rental has one; a lease follows its listing by days_on_market)', false),
    status: queryList(z.enum(RENTAL_STATUSES))
      .pipe(z.array(z.enum(RENTAL_STATUSES)).min(1))
      .optional()
      .openapi({
        description:
          'Comma-separated statuses: `leased` (a lease was signed), `listed` (still on the market), `withdrawn` (taken off the market unleased). Default: all.',
        example: 'leased',
        param: { style: 'form', explode: false },
      }),
    property_type: queryList(z.string().min(1).max(100))
      .pipe(z.array(z.string()).min(1).max(10))
      .optional()
      .openapi({
        description:
          'Comma-separated property types of the rented property, case-insensitive exact match, e.g. "Single Family Residential,Townhouse". Rentals of properties of unknown type are excluded when set.',
        param: { style: 'form', explode: false },
      }),
    beds_min: bound(
      'Minimum bedrooms of the listing. With any bound, rentals whose value is unknown are excluded; so for every bound below.',
      100,
    ),
    beds_max: bound('Maximum bedrooms.', 100),
    baths_min: bound('Minimum bathrooms.', 100),
    baths_max: bound('Maximum bathrooms.', 100),
    sqft_min: bound('Minimum living area of the listing, square feet.', 1_000_000),
    sqft_max: bound('Maximum living area, square feet.', 1_000_000),
    rent_min: bound('Minimum monthly rent, US dollars.', 10_000_000),
    rent_max: bound('Maximum monthly rent, US dollars.', 10_000_000),
    sort: z
      .enum(RENTAL_SORTS)
      .default('list_date')
      .openapi({
        description: `Sort key. Ties are broken by property_id, then the rental's position in the property's history, so pages are stable; nulls sort last either way. Sorting by anything but list_date needs the selection to hold at most ${RESULT_WINDOW.toLocaleString('en-US')} rentals (400 otherwise: narrow the dates or filters).`,
      }),
    order: z.enum(['asc', 'desc']).default('desc').openapi({ description: 'Sort direction.' }),
    page: queryInt(z.number().min(1))
      .default(1)
      .openapi({ description: `Page number, from 1; page × page_size may not exceed ${RESULT_WINDOW.toLocaleString('en-US')}.` }),
    page_size: queryInt(z.number().min(1).max(100)).default(20).openapi({ description: 'Rows per page, 1-100.' }),
  })
  .superRefine(requireGeography())
  .superRefine(checkWindow)
  .superRefine(ordered(['beds', 'baths', 'sqft', 'rent']))
  .superRefine((q, ctx) => {
    if (q.page * q.page_size > RESULT_WINDOW)
      ctx.addIssue({
        code: 'custom',
        message: `page × page_size may not exceed ${RESULT_WINDOW}: narrow the selection instead of paging further`,
        path: ['page'],
      });
  });
export type RentalListQuery = z.output<typeof RentalListQuery>;

const RENTAL_FIELDS = {
  status: z
    .enum(RENTAL_STATUSES)
    .openapi({ description: 'leased: a lease was signed; listed: still on the market; withdrawn: taken off the market unleased.' }),
  list_date: day('Date the rental was listed.'),
  lease_date: day('Date the lease was signed; null unless status is leased (or when the source did not record it).').nullable(),
  rent: z.number().openapi({ description: 'Monthly rent asked (listed, withdrawn) or agreed (leased), US dollars.' }),
  beds: z.number().nullable().openapi({ description: 'Bedrooms of the listing.' }),
  baths: z.number().nullable().openapi({ description: 'Bathrooms of the listing.' }),
  sqft: z.number().nullable().openapi({ description: 'Living area of the listing, square feet.' }),
  rent_per_sqft: z
    .number()
    .nullable()
    .openapi({ description: 'rent / sqft, US dollars per square foot (3 decimals); null when the area is unknown or 0.' }),
  days_on_market: z.number().int().nullable().openapi({ description: 'Days from listing to lease (or to withdrawal, or so far).' }),
};

export const RentalTransaction = z
  .object({
    property_id: z.number().int(),
    seq: z.number().int().openapi({
      description: "Position of this rental in the property's rental history as loaded (0 = first); (property_id, seq) identifies it.",
    }),
    ...RENTAL_FIELDS,
    property: z
      .object({
        address: z
          .string()
          .openapi({ description: "The property's normalised street line (USPS Publication 28 forms, upper case, with the unit)." }),
        city: z.string().openapi({ description: 'Upper case.' }),
        state: z.string(),
        zip: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        property_type: z.string().nullable(),
        year_built: z.number().int().nullable(),
        beds: z.number().nullable().openapi({ description: "Bedrooms per the property record (the listing's own count is `beds`)." }),
        baths: z.number().nullable(),
        living_sqft: z.number().nullable().openapi({ description: 'Living area per the property record, square feet.' }),
      })
      .openapi({ description: 'The rented property.' }),
  })
  .openapi('RentalTransaction', { description: 'A rental listing and its outcome, with the rented property.' });

const ListMeta = {
  page: z.number().int(),
  page_size: z.number().int(),
  total: z
    .number()
    .int()
    .openapi({
      description: `Rentals matching, over all pages, counted up to ${RESULT_WINDOW.toLocaleString('en-US')}: with total_is_exact false there are more.`,
    }),
  total_is_exact: z.boolean().openapi({
    description: `false when the selection holds more than ${RESULT_WINDOW.toLocaleString('en-US')} rentals (total is then that cap).`,
  }),
  has_more: z.boolean().openapi({ description: 'Whether a later page has rows.' }),
  geography: GeographyOut,
  date_from: day('First list date of the window.'),
  date_to: day('Last list date of the window.'),
  data_as_of: DataAsOf,
};

export const RentalTransactionsResponse = z.object({
  data: z.array(RentalTransaction),
  meta: z.object(ListMeta),
});

export const RentalRow = z
  .object({
    property_id: z.number().int(),
    seq: z.number().int().openapi({ description: "Position of the rental in the property's rental history." }),
    address: z
      .string()
      .openapi({ description: "The property's normalised street line (USPS Publication 28 forms, upper case, with the unit)." }),
    city: z.string().openapi({ description: 'Upper case.' }),
    state: z.string(),
    zip: z.string(),
    property_type: z.string().nullable(),
    year_built: z.number().int().nullable(),
    ...RENTAL_FIELDS,
  })
  .openapi('RentalRow', { description: 'One rental as a flat table row.' });

export const RentalPageResponse = z.object({
  data: z.array(RentalRow),
  meta: z.object({
    ...ListMeta,
    sort: z.enum(RENTAL_SORTS).openapi({ description: 'The sort key used.' }),
    order: z.enum(['asc', 'desc']).openapi({ description: 'The sort direction used.' }),
  }),
});

const LISTING_NOTES = [
  `Rentals (listings and their outcome: leased, still listed, or withdrawn) of properties in the geography whose list date falls in the window (any span; default the 12 calendar months ending with data_as_of). Filters combine with AND; a bound on a value excludes rentals where it is unknown.`,
  `Default order: most recent listing first. \`total\` is exact up to ${RESULT_WINDOW.toLocaleString('en-US')} rentals; the first ${RESULT_WINDOW.toLocaleString('en-US')} rows of a selection can be paged through, and sorting by anything but list_date needs the selection to hold at most that many.`,
].join('\n\n');

export const RENTAL_TRANSACTIONS_DESCRIPTION = `Rental listings and leases in a geography, each with the rented property's address and details (a nested \`property\`).\n\n${LISTING_NOTES}`;
export const RENTAL_PAGE_DESCRIPTION = `The same rentals as GET /rental-analytics/transactions as a flat, paged, sortable table: one row of columns per rental, with the sort and order echoed in \`meta\`.\n\n${LISTING_NOTES}`;

// ---- market analysis ----------------------------------------------------------------------------

/** market-analysis answers up to 10 places of one kind. */
export const MARKET_SELECTION = { max: 10 } as const;

export const MarketAnalysisQuery = z
  .object({
    ...geographySelectionFields,
    ...windowFields('the lease date (the list date when the lease date is unknown)', true),
  })
  .superRefine(requireGeography(MARKET_SELECTION))
  .superRefine(checkWindow);
export type MarketAnalysisQuery = z.output<typeof MarketAnalysisQuery>;

const money = (description: string) =>
  z
    .number()
    .nullable()
    .openapi({ description: `${description} US dollars (2 decimals); null without leases.` });
const PERCENTILE_NOTE =
  'Percentiles interpolate linearly between the closest ranks (PostgreSQL percentile_cont): the median of an even count is the mean of the two middle values.';

export const MarketRow = z
  .object({
    geography: GeographyOut,
    leases: z.number().int().openapi({ description: 'Lease volume: rentals leased in the window.' }),
    rent: z
      .object({
        p10: money('10th percentile of the monthly rents of the leases.'),
        p25: money('25th percentile.'),
        median: z.number().nullable().openapi({ description: MEDIAN_RENT_DEFINITION }),
        p75: money('75th percentile.'),
        p90: money('90th percentile.'),
      })
      .openapi({ description: `Monthly rents of the window's leases. ${PERCENTILE_NOTE}` }),
    median_rent_per_sqft: z.number().nullable().openapi({
      description:
        "Median of rent / living area over the leases whose area is known (each lease's value to the cent), US dollars per square foot (3 decimals); null when none is.",
    }),
    rent_per_sqft_leases: z
      .number()
      .int()
      .openapi({ description: 'Leases whose living area is known: the sample of median_rent_per_sqft.' }),
    median_days_on_market: z
      .number()
      .nullable()
      .openapi({ description: 'Median days from listing to lease over the leases where it is known (1 decimal).' }),
    days_on_market_leases: z
      .number()
      .int()
      .openapi({ description: 'Leases whose days on market are known: the sample of median_days_on_market.' }),
    by_bedrooms: z
      .array(
        z.object({
          bedrooms: z.enum(BEDROOM_BUCKETS).openapi({ description: 'Bedrooms of the listing; 5+ = five or more.' }),
          leases: z.number().int().openapi({ description: 'Leases of listings with that many bedrooms in the window.' }),
          p25: money('25th percentile rent.'),
          median: money('Median rent.'),
          p75: money('75th percentile rent.'),
        }),
      )
      .openapi({
        description: `Rents by the listing's bedroom count, always the buckets ${BEDROOM_BUCKETS.join(', ')} in this order (fractional counts round down). Leases of unknown bedroom count are in the totals only.`,
      }),
    prior_year: z
      .object({
        leases: z.number().int().openapi({ description: 'Leases in the same months one year earlier.' }),
        median_rent: money('Their median monthly rent.'),
      })
      .openapi({ description: 'The same months one year earlier: the base of the year-over-year change.' }),
    median_rent_yoy_change: z.number().nullable().openapi({
      description: 'rent.median / prior_year.median_rent - 1, a fraction (0.04 = +4%, 4 decimals); null when either is unknown.',
    }),
    sales: z.number().int().openapi({
      description: 'Purchases of properties in the geography in the window, by sale date (else recording date), as a zip row counts them.',
    }),
    price_sales: z.number().int().openapi({ description: PRICE_SALES_DEFINITION }),
    median_price: z.number().nullable().openapi({ description: MEDIAN_SALE_PRICE_DEFINITION }),
    gross_yield: z.number().nullable().openapi({ description: GROSS_YIELD_DEFINITION }),
    monthly: z
      .array(
        z.object({
          month: month('The month.'),
          leases: z.number().int().openapi({ description: 'Leases signed in the month.' }),
          median_rent: money("Median monthly rent of the month's leases."),
        }),
      )
      .openapi({
        description: 'Every month of the window, oldest first, including months without leases (leases 0, median_rent null): for charting.',
      }),
    low_sample: z.array(z.string()).openapi({
      description: `${LOW_SAMPLE_DEFINITION} Samples: leases for rent; rent_per_sqft_leases and days_on_market_leases for their medians; the smaller of leases and prior_year.leases for median_rent_yoy_change; price_sales for median_price; the smaller of leases and price_sales for gross_yield.`,
    }),
  })
  .openapi('RentalMarketRow', { description: 'The rental market of one geography value over the window.' });

export const MarketAnalysisResponse = z.object({
  data: z.array(MarketRow).openapi({ description: 'One row per requested geography value, in request order (repeats answered once).' }),
  meta: z.object({
    geography_type: z.enum(GEOGRAPHY_TYPES).openapi({ description: 'The kind of every place in data.' }),
    date_from: day('First day of the first month covered.'),
    date_to: day('Last day of the last month covered.'),
    prior_date_from: day('First day of the same months one year earlier.'),
    prior_date_to: day('Last day of those months.'),
    data_as_of: DataAsOf,
    datasets: Datasets,
  }),
});

export const MARKET_ANALYSIS_DESCRIPTION = [
  'Rent levels and their spread (overall and by bedroom count), rent per square foot, the year-over-year change of the median rent, days on market, lease volume, the median sale price and the gross rental yield, with a monthly series, for each of up to 10 places of one geography type. Unknown places are a 404, malformed or ambiguous ones a 400.',
  `A lease is a rental with status leased, dated by its lease date (the list date when that is unknown). The window covers whole calendar months: date_from's month through date_to's month, any number of them; default the 12 months ending with data_as_of's month. Year-over-year compares with the same months one year earlier.`,
  `Answered from rollups refreshed after every load that keep every lease's and sale's values (the months outside whole calendar years value by value, whole years as each distinct value with its count), so every median and percentile is exact. ${PERCENTILE_NOTE}`,
].join('\n\n');

// ---- comparables --------------------------------------------------------------------------------

/** Parameter limits; `candidates`: leased properties scored at most, nearest first (a 1-mile radius of a dense suburb holds ~150 a year). */
/** months: the rent estimate's window (its recency weight reaches 0 there) */
export const COMPARABLES_LIMITS = { radius: 10, months: ESTIMATE_LIMITS.months, limit: 50 } as const;

export const ComparablesQuery = z
  .object({
    address: addressParam('The subject property: full one-line address, matched as GET /properties/by-address does.'),
    unit_policy: unitPolicyParam(),
    radius: queryNumber(z.number().gt(0).max(COMPARABLES_LIMITS.radius))
      .optional()
      .openapi({
        description: `Search radius, miles (great-circle distance): greater than 0, at most ${COMPARABLES_LIMITS.radius}. Default: the rent estimate's adaptive search, the nearest ${ESTIMATE_LIMITS.candidates} leased properties within ${ESTIMATE_LIMITS.radius} miles.`,
      }),
    months: queryInt(z.number().min(1).max(COMPARABLES_LIMITS.months))
      .default(ESTIMATE_LIMITS.months)
      .openapi({
        description: `Date window: leases signed in the this many months up to as_of, 1-${COMPARABLES_LIMITS.months}. Default ${ESTIMATE_LIMITS.months}, the rent estimate's.`,
      }),
    limit: queryInt(z.number().min(1).max(COMPARABLES_LIMITS.limit))
      .default(10)
      .openapi({
        description: `How many of the estimate's comparables to list, 1-${COMPARABLES_LIMITS.limit}. Default 10. The estimate rests on its own ${ESTIMATE_LIMITS.defaultComparables} (GET /properties/rent-estimate's default max_comparables) whatever this lists.`,
      }),
    as_of: isoDate().optional().openapi({
      description:
        "The date the comparison is made at, YYYY-MM-DD, not after today: leases after it are ignored and recency is measured from it. Default: the latest lease date in the subject's state (today when the data holds no lease), the rent estimate's default too.",
    }),
  })
  .superRefine((q, ctx) => {
    if (q.as_of !== undefined && q.as_of > today())
      ctx.addIssue({ code: 'custom', message: 'as_of must not be after today', path: ['as_of'] });
  });
export type ComparablesQuery = z.output<typeof ComparablesQuery>;

const unit = (description: string) => z.number().min(0).max(1).nullable().openapi({ description });

export const ComparableLease = z
  .object({
    property_id: z.number().int(),
    seq: z.number().int().openapi({ description: "Position of the rental in the property's rental history." }),
    address: z
      .string()
      .openapi({ description: "The leased property's normalised street line (USPS Publication 28 forms, upper case, with the unit)." }),
    city: z.string().openapi({ description: 'Upper case.' }),
    state: z.string(),
    zip: z.string(),
    distance_miles: z.number().openapi({ description: 'Great-circle distance from the subject, miles (3 decimals).' }),
    beds: z.number().nullable().openapi({ description: 'Bedrooms of the listing, else of the property record.' }),
    baths: z.number().nullable().openapi({ description: 'Bathrooms of the listing, else of the property record.' }),
    sqft: z.number().nullable().openapi({ description: 'Living area of the listing, else of the property record, square feet.' }),
    year_built: z.number().int().nullable().openapi({ description: 'Year built, from the property record.' }),
    list_date: day('Date the rental was listed.'),
    lease_date: day('Date the lease was signed (the list date when the source did not record it).'),
    rent: z.number().openapi({ description: 'Monthly rent agreed, US dollars.' }),
    rent_per_sqft: z.number().nullable().openapi({ description: 'rent / sqft (3 decimals); null when the area is unknown.' }),
    property_type: z.string().nullable().openapi({ description: "The leased property's type, from its record." }),
    adjustments: z.record(z.string(), z.number()).openapi({
      description: "The rent estimate's adjustments of this lease (fractions: 0.05 = +5%), as GET /properties/rent-estimate lists them.",
    }),
    weight: z
      .number()
      .openapi({ description: "The lease's share of the estimate's weight (0-1), as GET /properties/rent-estimate gives it." }),
    adjusted_rent: z.number().openapi({
      description:
        "The rent brought to the subject and to as_of by the rent estimate (time, size, age, bedrooms, bathrooms, position), whole dollars: GET /properties/rent-estimate's adjusted_rent for the same lease.",
    }),
    days_on_market: z.number().int().nullable().openapi({ description: 'Days from listing to lease.' }),
    similarity: z
      .object({
        score: z.number().min(0).max(1).openapi({ description: 'Weighted mean of the known components, 0-1.' }),
        components: z.object({
          distance: unit('1 - distance / radius.'),
          beds: unit('1 - |bedrooms difference| / 3; null when either is unknown.'),
          baths: unit('1 - |bathrooms difference| / 2; null when either is unknown.'),
          sqft: unit('1 - |area difference| / subject area / 0.5; null when either is unknown.'),
          year_built: unit('1 - |years apart| / 30; null when either is unknown.'),
          recency: unit('1 - days since the lease (to as_of) / days in the window.'),
        }),
      })
      .openapi({ description: SIMILARITY_DEFINITION }),
  })
  .openapi('ComparableLease');

export const ComparablesResponse = z.object({
  subject: z
    .object({
      property_id: z.number().int(),
      address: z.string().openapi({ description: 'The normalised address matched.' }),
      latitude: z.number(),
      longitude: z.number(),
      property_type: z.string().nullable(),
      beds: z.number().nullable().openapi({ description: 'Bedrooms per the property record.' }),
      baths: z.number().nullable().openapi({ description: 'Bathrooms per the property record.' }),
      sqft: z.number().nullable().openapi({ description: 'Living area (else total area) per the property record, square feet.' }),
      year_built: z.number().int().nullable().openapi({ description: 'Year built per the property record.' }),
    })
    .openapi({
      description:
        'The subject property, from its record: what the comparables are compared with (a value the record lacks leaves its component out).',
    }),
  comparables: z.array(ComparableLease).openapi({
    description:
      "The leases the rent estimate rests on, at most `limit`: those of the subject's property type first, then the most similar (highest score first; ties: nearer, then property_id).",
  }),
  rent_estimate: z
    .object({
      estimate: z.number().nullable().openapi({ description: 'Estimated monthly rent of the subject, US dollars.' }),
      low: z.number().nullable().openapi({ description: 'Low end of the nominal 80% range, never below the lowest adjusted rent.' }),
      high: z.number().nullable().openapi({ description: 'High end of the nominal 80% range, never above the highest adjusted rent.' }),
      comparables: z
        .number()
        .int()
        .openapi({ description: 'Comparable leases the estimate rests on (those of GET /properties/rent-estimate).' }),
      size_adjusted: z.number().int().openapi({ description: "Of those, how many were adjusted to the subject's size." }),
      reason: z.string().nullable().openapi({ description: 'Why there is no estimate; null when there is one.' }),
    })
    .openapi({ description: ESTIMATE_DEFINITION }),
  meta: z.object({
    radius_miles: z.number().openapi({ description: 'The search radius used, miles.' }),
    months: z.number().int().openapi({ description: 'The date window used, months up to as_of.' }),
    as_of: day('The date of the comparison.'),
    lease_date_from: day('Earliest lease date considered.'),
    candidates: z.number().int().openapi({
      description:
        'Leased properties the rent estimate weighed: those within the radius and window (each with its latest lease), nearest first, at most candidate_limit.',
    }),
    candidate_limit: z.number().int().openapi({ description: 'At most this many leased properties, nearest first, are weighed.' }),
    candidate_limit_hit: z.boolean().openapi({
      description: 'The candidate limit was reached: farther leased properties within the radius were not weighed.',
    }),
    property_types: PropertyTypes.nullable().openapi({
      description:
        "Comparables of the subject's own property type first: another type's are weighed only when fewer than 3 of its own exist, with the reason. null when there is no estimate.",
    }),
  }),
});

export const COMPARABLES_DESCRIPTION = [
  'The subject property is matched by address as GET /properties/by-address does (same `X-Address-Match` and `X-Address-Normalized` headers; 400 for an unrecognisable address, 404 when no property is there). Comparables are leases (status leased) of other properties within `radius` miles, signed in the `months` months up to `as_of`; a property leased several times counts once, with its latest lease.',
  `One computation with GET /properties/rent-estimate: the comparables listed are the ones its estimate rests on, with its adjusted rents and weights, each also scored for similarity. ${SIMILARITY_DEFINITION}`,
  `Rent estimate: ${ESTIMATE_DEFINITION}`,
].join('\n\n');
