/**
 * Requests and responses of the geo analytics endpoints (flips, hold time, institutional
 * ownership, zip analysis and its paged table) and of GET /rental-analytics/ownership-statistics.
 * Every metric is defined in its description; the definitions live in shared/geo-analytics/.
 */

import {
  GROSS_YIELD_DEFINITION,
  MEDIAN_RENT_DEFINITION,
  MEDIAN_SALE_PRICE_DEFINITION,
  PRICE_SALES_DEFINITION,
  SINGLE_FAMILY_DEFINITION,
} from '../analytics/definitions.ts';
import { FAMILY_NAMES_LISTED, groupField } from '../analytics/families.ts';
import { DataAsOf, Datasets, defaultWindowEnd } from '../analytics/freshness.ts';
import { HOLD_BUCKETS_DESCRIPTION } from '../analytics/metrics.ts';
import { LOW_SAMPLE_DEFINITION } from '../analytics/samples.ts';
import { PORTFOLIO_TIERS } from '../analytics/tiers.ts';
import { resolveWindow } from '../analytics/window.ts';
import { CASH, INVESTOR } from '../buyers/schemas.ts';
import { GeographyOut, geographySelectionFields, requireGeography } from '../locations/selection.ts';
import { isoDate, queryBoolean, queryInt, queryList, z } from '../platform/zod.ts';
import { FLIP_WINDOW_DAYS } from '../properties/records/transaction-facts.ts';

// ---- shared parts -------------------------------------------------------------------------------

const windowFields = (monthly: boolean) => ({
  date_from: isoDate()
    .optional()
    .openapi({
      description: `First day of the window, YYYY-MM-DD; any span (1990-01-01 asks for the whole history). Default: the first day of the month 11 months before date_to's month (12 calendar months in all).${monthly ? " The answer covers whole months, from this date's month." : ''}`,
    }),
  date_to: isoDate()
    .optional()
    .openapi({
      description: `Last day of the window, YYYY-MM-DD, not before date_from. Default: data_as_of (the latest date recorded in the places selected), or date_from when later.${monthly ? " The answer covers whole months, through this date's month." : ''}`,
    }),
});

/** A 400 naming date_from when the window is reversed. */
const checkWindow = (q: { date_from?: string | undefined; date_to?: string | undefined }, ctx: z.RefinementCtx) => {
  // without date_to the window ends at data_as_of, known once the place is: checked here against the latest end it can have
  for (const issue of resolveWindow(q, defaultWindowEnd(null, q.date_from)).issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
};

const pageFields = {
  page: queryInt(z.number().min(1).max(10_000)).default(1).openapi({ description: 'Page number, from 1.' }),
  page_size: queryInt(z.number().min(1).max(100)).default(20).openapi({ description: 'Rows per page, 1-100.' }),
};

const orderField = z.enum(['asc', 'desc']).default('desc').openapi({ description: 'Sort direction. Nulls sort last either way.' });

const day = (description: string) => z.string().openapi({ format: 'date', description });
const count = (description: string) => z.number().int().min(0).openapi({ description });
const fraction = (description: string) =>
  z
    .number()
    .nullable()
    .openapi({ description: `${description} A fraction (0.25 = 25%, 4 decimals); null when a term is unknown or the denominator is 0.` });

const CountShare = z
  .object({
    count: z.number().int().min(0),
    share: z
      .number()
      .nullable()
      .openapi({ description: 'count / the total it is a share of, a fraction 0-1 (4 decimals); null when that total is 0.' }),
  })
  .openapi('GeoCountShare');

const PageMeta = {
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().openapi({ description: 'Rows matching, over all pages.' }),
  has_more: z.boolean().openapi({ description: 'Whether a later page has rows.' }),
};

const ACTIVITY_WINDOW_NOTE = 'Transactions are dated by sale date, else recording date.';

const CHAIN_TEXT =
  "A resale's seller must be the earlier purchase's buyer (chain of title, by name identity: co-buyers, initials, entity suffixes, trustee forms); when either name is unknown the pair is unverified.";
const includeUnverified = () =>
  queryBoolean()
    .default(false)
    .openapi({
      description: `Also count the pairs whose chain of title is unverified (the resale's seller or the purchase's buyer unknown). Default false: they are left out, and \`unverified_excluded\` says how many. ${CHAIN_TEXT}`,
    });
const chainField = z.enum(['verified', 'unverified']).openapi({
  description: `verified: the resale's seller is the purchase's buyer; unverified: one of the two names is unknown. ${CHAIN_TEXT}`,
});

// ---- flips --------------------------------------------------------------------------------------

export const FLIP_SORTS = ['resale_date', 'purchase_date', 'hold_days', 'gross_profit', 'roi', 'resale_price', 'purchase_price'] as const;
export type FlipSort = (typeof FLIP_SORTS)[number];

export const FlipsQuery = z
  .object({
    ...geographySelectionFields,
    ...windowFields(false),
    max_hold_days: queryInt(z.number().min(0).max(FLIP_WINDOW_DAYS))
      .optional()
      .openapi({
        description: `Only flips held at most this many days (0-${FLIP_WINDOW_DAYS}). Default: every flip (held at most ${FLIP_WINDOW_DAYS} days).`,
      }),
    include_unverified: includeUnverified(),
    sort: z.enum(FLIP_SORTS).default('resale_date').openapi({
      description: "Sort key; ties are broken by property_id, then the resale's position in the property's history, so pages are stable.",
    }),
    order: orderField,
    ...pageFields,
  })
  .superRefine(requireGeography())
  .superRefine(checkWindow);
export type FlipsQuery = z.output<typeof FlipsQuery>;

export const Flip = z
  .object({
    property_id: z.number().int(),
    address: z.string().openapi({ description: "The property's normalised one-line address." }),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    purchase: z
      .object({
        date: day('Date of the purchase that was resold (sale date, else recording date).'),
        price: z.number().nullable().openapi({
          description: "Purchase price, US dollars; for a parcel of a multi-parcel deal, the parcel's apportioned share of the deal price.",
        }),
        buyer: z.string().nullable().openapi({ description: 'Buyer of the purchase as recorded: the flipper.' }),
      })
      .openapi({ description: "The purchase leg: the flipper's arms-length purchase." }),
    resale: z
      .object({
        date: day('Resale date (sale date, else recording date).'),
        price: z.number().openapi({
          description: "Resale price, US dollars; for a parcel of a multi-parcel deal, the parcel's apportioned share of the deal price.",
        }),
        buyer: z.string().nullable().openapi({ description: 'Buyer of the resale as recorded.' }),
        seller: z.string().nullable().openapi({ description: 'Seller of the resale as recorded.' }),
      })
      .openapi({ description: 'The resale leg.' }),
    hold_days: z.number().int().openapi({ description: 'Resale date - purchase date, days.' }),
    chain: chainField,
    gross_profit: z
      .number()
      .nullable()
      .openapi({ description: 'Resale price - purchase price, US dollars (before costs and financing); negative for a loss.' }),
    roi: z.number().nullable().openapi({
      description: 'gross_profit / purchase price, a fraction (0.25 = 25%, 4 decimals); null when the purchase price is unknown or 0.',
    }),
  })
  .openapi('GeoFlip');

export const FlipsResponse = z.object({
  data: z.array(Flip),
  meta: z.object({
    ...PageMeta,
    geography: GeographyOut,
    date_from: day('First resale date of the window.'),
    date_to: day('Last resale date of the window.'),
    data_as_of: DataAsOf,
    unverified_excluded: z.number().int().openapi({
      description: 'Pairs of the selection whose chain of title is unverified, left out (0 with include_unverified=true).',
    }),
  }),
});

const FLIP_DEFINITION = `A flip is an arms-length resale of a property within ${FLIP_WINDOW_DAYS} days of the seller's arms-length purchase of it; purchases are arms-length transfers with a positive price. ${CHAIN_TEXT} Sales at an address the source shares between several homes (address_shared) are no resales.`;

export const FLIPS_DESCRIPTION = [
  `Flip transactions in the geography whose resale falls in the window, one row per resale with its purchase leg. ${FLIP_DEFINITION} ${ACTIVITY_WINDOW_NOTE}`,
  'hold_days = resale date - purchase date; gross_profit = resale price - purchase price; roi = gross_profit / purchase price.',
  'Default order: most recent resale first. The window may span any number of months.',
].join('\n\n');

// ---- hold time ----------------------------------------------------------------------------------

export const HoldTimeQuery = z
  .object({
    ...geographySelectionFields,
    ...windowFields(true),
    group_by: z.enum(['month']).optional().openapi({ description: '`month` adds the statistics of each month of the window (`months`).' }),
    include_unverified: includeUnverified(),
  })
  .superRefine(requireGeography())
  .superRefine(checkWindow);
export type HoldTimeQuery = z.output<typeof HoldTimeQuery>;

const days = (description: string) =>
  z
    .number()
    .nullable()
    .openapi({ description: `${description} Days (1 decimal); null when there is no resale.` });

export const HoldTimeStats = z
  .object({
    count: count('Resales counted.'),
    mean_days: days('Mean hold time.'),
    median_days: days('Median hold time (linear interpolation between the two middle values).'),
    p25_days: days('25th percentile (linear interpolation).'),
    p75_days: days('75th percentile (linear interpolation).'),
    p90_days: days('90th percentile (linear interpolation).'),
    histogram: z
      .array(
        z.object({
          label: z.string().openapi({ example: '0-30' }),
          min_days: z.number().int(),
          max_days: z.number().int().nullable().openapi({ description: 'Inclusive; null for the open-ended last bucket.' }),
          count: z.number().int(),
          share: z.number().nullable().openapi({ description: 'count / the resales counted, a fraction 0-1; null when there are none.' }),
        }),
      )
      .openapi({ description: `Resales per hold-time bucket, always these buckets in this order (days): ${HOLD_BUCKETS_DESCRIPTION}.` }),
    low_sample: z.array(z.string()).openapi({ description: `${LOW_SAMPLE_DEFINITION} The sample of every statistic here is count.` }),
  })
  .openapi('GeoHoldTimeStats');

export const HoldTimeResponse = z.object({
  geography: GeographyOut,
  date_from: day('First day of the first month covered.'),
  date_to: day('Last day of the last month covered.'),
  data_as_of: DataAsOf,
  flip_window_days: z.number().int().openapi({ description: 'A resale held at most this many days is a flip.' }),
  unverified_excluded: z.object({ flips: z.number().int(), resales: z.number().int() }).openapi({
    description:
      'Resales (and flips among them) of the window whose chain of title is unverified, left out (0 with include_unverified=true).',
  }),
  flips: HoldTimeStats.openapi({ description: "Hold times of the flips: resales within flip_window_days of the seller's purchase." }),
  resales: HoldTimeStats.openapi({
    description:
      'Hold times of every resale: every arms-length purchase that follows an earlier arms-length purchase of the same property.',
  }),
  months: z
    .array(
      z.object({
        month: z.string().openapi({ example: '2025-01', description: 'YYYY-MM.' }),
        flips: HoldTimeStats,
        resales: HoldTimeStats,
      }),
    )
    .optional()
    .openapi({ description: 'With group_by=month: every month of the window, oldest first, including months without resales.' }),
});

export const HOLD_TIME_DESCRIPTION = [
  `Hold time = days between the seller's arms-length purchase and the resale, for the resales in the window. ${FLIP_DEFINITION} ${ACTIVITY_WINDOW_NOTE}`,
  `Answered from rollups that keep every hold time (month by month, and a window's whole calendar years as each distinct hold time with its count), so the percentiles are exact; the window covers whole calendar months (date_from's month through date_to's month, any number of them).`,
].join('\n\n');

// ---- institutional ownership --------------------------------------------------------------------

const TIER_OR_UNKNOWN = [...PORTFOLIO_TIERS, 'unknown'] as const;
const TIERS_TEXT =
  'Portfolio tier = number of properties (of any type, nationally) whose owner of record has the same normalised name now: 1, 2-9, 10-99, 100-999, 1000+. Institutional = 100+.';

const TierCount = z
  .object({
    tier: z.enum(TIER_OR_UNKNOWN).openapi({ description: 'Portfolio tier; `unknown` when there is no owner (buyer) name.' }),
    count: z.number().int(),
    share: z.number().nullable().openapi({ description: 'count / the total, a fraction 0-1; null when the total is 0.' }),
  })
  .openapi('GeoTierCount');

export const InstitutionalOwnershipQuery = z
  .object({
    ...geographySelectionFields,
    ...windowFields(true),
    top: queryInt(z.number().min(1).max(50)).default(10).openapi({ description: 'How many institutional owners to list, 1-50.' }),
    group: groupField,
  })
  .superRefine(requireGeography())
  .superRefine(checkWindow);
export type InstitutionalOwnershipQuery = z.output<typeof InstitutionalOwnershipQuery>;

/** The statistics of institutional ownership that low_sample names: shares of the single-family stock, and of the window's purchases. */
export const STOCK_SHARES = ['ownership_by_tier', 'institutional', 'top_institutional_owners'] as const;
export const PURCHASE_SHARES = ['by_tier', 'institutional'] as const;

export const InstitutionalOwnershipResponse = z.object({
  geography: GeographyOut,
  data_as_of: DataAsOf,
  group: groupField.openapi({ description: "How owners were counted: by name, or by entity family (the request's `group`)." }),
  single_family_properties: count('Single-family properties in the geography.'),
  ownership_by_tier: z.array(TierCount).openapi({
    description:
      "Single-family properties by their owner's portfolio tier (with group=family, the tier of the owner's family), shares of single_family_properties; `unknown`: no owner name recorded. The shares sum to 1.",
  }),
  institutional: CountShare.openapi({
    description: 'Single-family properties whose owner is institutional (tiers 100-999 and 1000+), share of single_family_properties.',
  }),
  purchases: z
    .object({
      date_from: day('First day of the first month covered.'),
      date_to: day('Last day of the last month covered.'),
      total: count('Arms-length purchases (of any property type) in the geography and window.'),
      by_tier: z.array(TierCount).openapi({
        description:
          "Purchases by the buyer's portfolio tier now (a buyer that owns nothing now is tier 1), shares of total; `unknown`: no buyer name recorded.",
      }),
      institutional: CountShare.openapi({ description: 'Purchases by institutional buyers (tier 100+), share of total.' }),
      low_sample: z.array(z.enum(PURCHASE_SHARES)).openapi({
        description: `${LOW_SAMPLE_DEFINITION} The sample of every share here (by_tier, institutional) is total.`,
      }),
    })
    .openapi({
      description: `Purchases in the window (whole calendar months, any number of them). ${ACTIVITY_WINDOW_NOTE}`,
    }),
  top_institutional_owners: z
    .array(
      z.object({
        owner_name: z.string().openapi({
          description:
            "Normalised owner name (case, punctuation and entity suffixes folded); with group=family, the family's name: its member owning the most properties.",
        }),
        tier: z.enum(PORTFOLIO_TIERS),
        single_family_properties: z.number().int().openapi({ description: 'Single-family properties this owner holds in the geography.' }),
        share_of_single_family: z
          .number()
          .nullable()
          .openapi({ description: "single_family_properties / the geography's single-family properties, a fraction 0-1." }),
        portfolio_size: z.number().int().openapi({
          description: 'Properties of any type this owner (with group=family, this family) holds nationally: the basis of its tier.',
        }),
        family_names: z
          .array(z.string())
          .nullable()
          .openapi({
            description: `Extension: with group=family, the names the family holds title under, most properties first (at most ${FAMILY_NAMES_LISTED}); null with group=name.`,
          }),
      }),
    )
    .openapi({
      description: 'Institutional owners with single-family properties in the geography, most such properties first (ties by name).',
    }),
  low_sample: z.array(z.enum(STOCK_SHARES)).openapi({
    description: `${LOW_SAMPLE_DEFINITION} The sample of every share here (ownership_by_tier, institutional, top_institutional_owners' share_of_single_family) is single_family_properties; purchases lists its own.`,
  }),
});

export const INSTITUTIONAL_OWNERSHIP_DESCRIPTION = [
  `The share of the geography's single-family stock held by owners of each portfolio tier now, the share of the window's purchases by buyer tier, and the largest institutional owners there. ${TIERS_TEXT} Owners are the owners of record (properties.owner_name) matched by normalised name; with \`group=family\` the names of an entity family count as one owner, for the stock's tiers and the top owners (purchases stay by buyer name).`,
  SINGLE_FAMILY_DEFINITION,
  'Answered from the ownership rollups refreshed after every load.',
].join('\n\n');

// ---- ownership statistics (rental analytics) ----------------------------------------------------

export const OwnershipStatisticsQuery = z.object({ ...geographySelectionFields }).superRefine(requireGeography());
export type OwnershipStatisticsQuery = z.output<typeof OwnershipStatisticsQuery>;

/** The shares of ownership statistics, each of single_family_properties. */
export const OWNERSHIP_SHARES = [
  'owner_occupied',
  'renter_occupied',
  'occupancy_unknown',
  'corporate_owned',
  'corporate_unknown',
  'institutionally_owned',
  'owner_unknown',
] as const;

export const OwnershipStatisticsResponse = z.object({
  geography: GeographyOut,
  data_as_of: DataAsOf,
  properties: count('Properties of every type in the geography.'),
  single_family_properties: count('Single-family properties in the geography: the total every share below is of.'),
  owner_occupied: CountShare.openapi({ description: 'Single-family properties the owner of record lives in (owner_occupied true).' }),
  renter_occupied: CountShare.openapi({
    description: 'Absentee-owned single-family properties (owner_occupied false): rented out, or vacant.',
  }),
  occupancy_unknown: CountShare.openapi({
    description:
      'Single-family properties whose occupancy is not recorded (owner_occupied null); not guessed. owner_occupied + renter_occupied + occupancy_unknown = single_family_properties.',
  }),
  corporate_owned: CountShare.openapi({
    description:
      "Single-family properties owned by a company: the source flags the owner as corporate, or the owner's name is an entity (LLC, INC, CORP, LP, TRUST, HOLDINGS, PROPERTIES, ...; trusts count, as in the investor definition).",
  }),
  corporate_unknown: CountShare.openapi({
    description: 'Single-family properties with neither a corporate flag nor an owner name, so corporate ownership is unknown.',
  }),
  institutionally_owned: CountShare.openapi({
    description: 'Single-family properties whose owner holds 100+ properties nationally (portfolio tier 100-999 or 1000+).',
  }),
  owner_unknown: CountShare.openapi({
    description: 'Single-family properties without an owner name, whose owner tier is therefore unknown.',
  }),
  low_sample: z.array(z.enum(OWNERSHIP_SHARES)).openapi({
    description: `${LOW_SAMPLE_DEFINITION} The sample of every share here is single_family_properties.`,
  }),
});

export const OWNERSHIP_STATISTICS_DESCRIPTION = [
  'Who owns the single-family stock of a geography now: owner-occupied vs renter-occupied (absentee-owned), corporate-owned and institutionally-owned, with counts and shares of the single-family properties. Unknown values are counted apart, never guessed.',
  SINGLE_FAMILY_DEFINITION,
  TIERS_TEXT,
].join('\n\n');

// ---- zip analysis and the per-zip page ----------------------------------------------------------

export const ZipRow = z
  .object({
    zip: z.string(),
    city: z.string().nullable().openapi({ description: "The zip's preferred USPS city." }),
    state: z.string().nullable(),
    sales: count('Arms-length purchases in the window.'),
    sales_value: z.number().openapi({ description: 'Sum of their prices, US dollars.' }),
    sales_prior_year: count('Arms-length purchases in the same months one year earlier.'),
    sales_yoy_change: fraction('sales / sales_prior_year - 1.'),
    price_sales: count(PRICE_SALES_DEFINITION),
    median_price: z.number().nullable().openapi({ description: MEDIAN_SALE_PRICE_DEFINITION }),
    median_price_prior_year: z.number().nullable().openapi({ description: 'median_price of the same months one year earlier.' }),
    median_price_yoy_change: fraction('median_price / median_price_prior_year - 1.'),
    median_price_per_sqft: z.number().nullable().openapi({
      description:
        'Median of price / living area over purchases of properties with a known living area (sqft_sales), as median_price (monthly medians weighted by those purchases). US dollars per square foot.',
    }),
    sqft_sales: count('Purchases of properties with a known living area: the sample of median_price_per_sqft.'),
    investor_share: fraction(`Investor purchases / sales. ${INVESTOR}`),
    cash_share: fraction(`Cash purchases / sales. ${CASH}`),
    flips: count(`Flips in the window: resales within ${FLIP_WINDOW_DAYS} days of the seller's purchase.`),
    flip_rate: fraction('flips / sales.'),
    resales: count('Purchases that follow an earlier purchase of the same property (hold time known).'),
    median_hold_days: z
      .number()
      .nullable()
      .openapi({ description: 'Median hold time of the resales, days: monthly medians weighted by resales. Null without resales.' }),
    leases: count('Rentals leased in the window (by lease date, else list date).'),
    median_rent: z.number().nullable().openapi({ description: MEDIAN_RENT_DEFINITION }),
    gross_yield: z.number().nullable().openapi({ description: GROSS_YIELD_DEFINITION }),
    single_family_properties: count('Single-family properties in the zip now.'),
    institutional_share: fraction(
      'Single-family properties owned by institutional owners (100+ properties nationally) / single_family_properties, now.',
    ),
    low_sample: z.array(z.string()).openapi({
      description: `${LOW_SAMPLE_DEFINITION} Samples: price_sales for median_price; sales for the shares and rates of sales; the smaller of sales and sales_prior_year for sales_yoy_change, of price_sales and its prior year's for median_price_yoy_change; sqft_sales, resales and leases for the medians over them; the smaller of price_sales and leases for gross_yield; single_family_properties for institutional_share.`,
    }),
  })
  .openapi('GeoZipRow', { description: "One zip's market metrics over the window. Every metric covers the whole zip." });

export const ZIP_SORTS = [
  'zip',
  'sales',
  'sales_value',
  'sales_yoy_change',
  'median_price',
  'median_price_yoy_change',
  'median_price_per_sqft',
  'investor_share',
  'cash_share',
  'flips',
  'flip_rate',
  'resales',
  'median_hold_days',
  'leases',
  'median_rent',
  'gross_yield',
  'single_family_properties',
  'institutional_share',
] as const;
export type ZipSort = (typeof ZIP_SORTS)[number];

export const MAX_ZIPS = 25;

/** zip-analysis answers zips only, up to MAX_ZIPS of them. */
export const ZIP_SELECTION = { max: MAX_ZIPS, types: ['zip'] } as const;

export const ZipAnalysisQuery = z
  .object({
    ...geographySelectionFields,
    zips: queryList(z.string().regex(/^\d{5}$/, 'expected a 5-digit zip'))
      .pipe(z.array(z.string()).min(1, 'give at least one zip').max(MAX_ZIPS, `at most ${MAX_ZIPS} zips`))
      .optional()
      .openapi({
        description: `Comma-separated 5-digit zips, 1-${MAX_ZIPS}: the same as \`geography_type=zip&geography_values=...\`.`,
        example: '95814,95816',
        param: { style: 'form', explode: false },
      }),
    ...windowFields(true),
  })
  .superRefine(requireGeography(ZIP_SELECTION))
  .superRefine(checkWindow);
export type ZipAnalysisQuery = z.output<typeof ZipAnalysisQuery>;

const windowOut = {
  date_from: day('First day of the first month covered.'),
  date_to: day('Last day of the last month covered.'),
  prior_date_from: day('First day of the same months one year earlier (the base of the year-over-year changes).'),
  prior_date_to: day('Last day of those months.'),
  data_as_of: DataAsOf,
  datasets: Datasets,
};

export const ZipAnalysisResponse = z.object({
  ...windowOut,
  data: z.array(ZipRow).openapi({ description: 'One row per requested zip, in request order.' }),
});

export const GeoPageQuery = z
  .object({
    ...geographySelectionFields,
    ...windowFields(true),
    sort: z
      .enum(ZIP_SORTS)
      .default('sales')
      .openapi({ description: 'Any metric of the row; ties are broken by zip, so pages are stable.' }),
    order: orderField,
    ...pageFields,
  })
  .superRefine(requireGeography())
  .superRefine(checkWindow);
export type GeoPageQuery = z.output<typeof GeoPageQuery>;

export const GeoPageResponse = z.object({
  data: z.array(ZipRow),
  meta: z.object({ ...PageMeta, geography: GeographyOut, ...windowOut }),
});

const ZIP_METRICS_NOTE = [
  `Answered from the monthly rollup per zip: the window covers whole calendar months (date_from's month through date_to's month, any number of them), default the 12 months ending with data_as_of's month; year-over-year changes compare with the same months one year earlier. ${ACTIVITY_WINDOW_NOTE}`,
  'Counts, sums, shares, median_price and median_rent (and so gross_yield) are exact: the same numbers market-analysis gives for the same zip and months. median_price_per_sqft and median_hold_days over several months are the weighted median of the exact monthly medians (each month weighted by the number of values behind its median; when the weights split evenly at the middle, the mean of the two middle medians).',
  SINGLE_FAMILY_DEFINITION,
].join('\n\n');

export const ZIP_ANALYSIS_DESCRIPTION = [
  `Market metrics of 1-${MAX_ZIPS} zips (\`search_type=zip&zip=\`, \`geography_type=zip&geography_values=\` or \`zips=\`; repeats are answered once): sales volume and prices, year-over-year change, investor and cash shares, flips, hold time, rent and gross yield, and institutional ownership. Unknown zips are a 404, malformed ones a 400.`,
  ZIP_METRICS_NOTE,
].join('\n\n');

export const GEO_PAGE_DESCRIPTION = [
  'A paged table of per-zip rows (the zip-analysis row) for the zips of a geography: every zip with at least one property in it. Each row covers its whole zip. Sortable by any metric.',
  ZIP_METRICS_NOTE,
].join('\n\n');
