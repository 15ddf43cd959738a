/**
 * Requests and responses of the buyer endpoints: top buyers (camelCase, docs/design.md#naming),
 * monthly investor activity, best buyers for a property and buyer profiles (docs/analytics-definitions.md).
 */

import { DataAsOf } from '../analytics/freshness.ts';
import { LOW_SAMPLE_DEFINITION } from '../analytics/samples.ts';
import { PORTFOLIO_TIERS } from '../analytics/tiers.ts';
import { GeographyOut, geographySelectionFields, requireGeography } from '../locations/selection.ts';
import { isoDate, queryInt, queryNumber, z } from '../platform/zod.ts';
import { addressParam, unitPolicyParam } from '../properties/schemas.ts';
import { INVESTOR_DEFINITION } from './investor.ts';
import { MAX_REASONS } from './reasons.ts';
import { FREQUENCY_FULL, MATCH } from './scoring.ts';

export const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .openapi({ format: 'date', example: '2026-06-30' });
const share = (description: string) =>
  z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .openapi({ description: `${description} Between 0 and 1, 4 decimals; null when there is no purchase to divide by.` });
const dollars = (description: string) =>
  z
    .number()
    .nullable()
    .openapi({ description: `${description} US dollars; null when there is no purchase.` });

export const INVESTOR = INVESTOR_DEFINITION;
export const CASH =
  'A cash purchase is an arms-length purchase with no first mortgage on it and no mortgage-only record within 30 days after.';
export const PURCHASE = 'Purchases are arms-length transfers with a positive price, dated by the sale date (else the recording date).';
/** docs/analytics-definitions.md#portfolio-tier: unknown is null, never 0 */
export const PORTFOLIO_UNKNOWN =
  'null when unknown: it owns nothing now and no property it bought has an owner of record in the data (a sales list without ownership).';
export const TIERS =
  'Portfolio tier of the buyer by properties it owns now (owner of record, normalised name): `1` (0 or 1), `2-9`, `10-99`, `100-999`, `1000+`; 100+ is institutional.';

// ---------------------------------------------------------------------------------------------
// POST /buyers/activity/top-buyers

export const TOP_BUYERS_DEFAULT_LIMIT = 10;

/**
 * Top buyers look back one year by default and at most five: the ranking groups every purchase of
 * the range per buyer (a metro's year is ~20k purchases), so the span bounds a request's cost.
 */
export const TOP_BUYERS_RANGE = { defaultMonths: 12 } as const;

export const TopBuyersBody = z
  .object({
    filters: z
      .object({
        state: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .openapi({ description: 'Required. State code or name (e.g. `NE`, `Nebraska`).', example: 'CA' }),
        city: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .nullish()
          .openapi({ description: 'Optional city in `state` (case-insensitive). Absent or null: the whole state.', example: 'Sacramento' }),
        dateFrom: isoDate()
          .nullish()
          .openapi({ description: 'First purchase date included, YYYY-MM-DD. Default: one year before dateTo.' }),
        dateTo: isoDate().nullish().openapi({
          description: 'Last purchase date included, YYYY-MM-DD. Default: data_as_of (the latest purchase recorded in the place).',
        }),
      })
      .openapi({
        description:
          'Where and when. Any range (whole months are read from a monthly rollup, the days of partial months exactly); dateFrom must not be after dateTo.',
      }),
    limit: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(TOP_BUYERS_DEFAULT_LIMIT)
      .openapi({ description: `Buyers to return, 1-100 (default ${TOP_BUYERS_DEFAULT_LIMIT}).` }),
  })
  .superRefine((b, ctx) => {
    const { dateFrom, dateTo } = b.filters;
    if (dateFrom && dateTo && dateFrom > dateTo)
      ctx.addIssue({ code: 'custom', message: 'dateFrom must not be after dateTo', path: ['filters', 'dateFrom'] });
  });
export type TopBuyersBody = z.output<typeof TopBuyersBody>;

export const TopBuyer = z
  .object({
    buyerName: z.string().openapi({
      description:
        'The buyer: its normalised name (case, punctuation and entity suffixes folded, e.g. "Crestline Homes, L.L.C." and "CRESTLINE HOMES LLC" are one buyer). GET /buyer-profiles/{buyerName} lists its recorded spellings.',
    }),
    transactionCount: z.number().int().openapi({ description: 'Its purchases in the area and date range.' }),
    totalPurchaseValue: z.number().openapi({ description: 'Sum of the prices of those purchases, US dollars.' }),
    averagePurchasePrice: z.number().openapi({ description: 'totalPurchaseValue / transactionCount, US dollars (cents).' }),
    cashPurchasePercentage: z
      .number()
      .min(0)
      .max(100)
      .openapi({ description: `Cash purchases among those purchases, percent 0-100 (1 decimal). ${CASH}` }),
    primaryMarkets: z.array(z.string()).openapi({
      description:
        'Its top markets among those purchases, most purchases first (ties by name), at most 3: cities ("SACRAMENTO, CA") when filtering a state, zips when filtering a city.',
    }),
    lastPurchaseDate: day().openapi({ description: 'Date of its latest purchase in the area and date range.' }),
    portfolioSize: z
      .number()
      .int()
      .nullable()
      .openapi({
        description: `Properties it owns now anywhere (owner of record), as of the last data load. ${PORTFOLIO_UNKNOWN}`,
      }),
  })
  .openapi('TopBuyer');

export const TopBuyersResponse = z.object({
  data: z
    .array(TopBuyer)
    .openapi({ description: 'Ranked by transactionCount, then totalPurchaseValue (both descending), then buyerName.' }),
  metadata: z.object({
    totalBuyers: z.number().int().openapi({
      description: 'Distinct buyers with a purchase in the area and date range (purchases without a recorded buyer name are not counted).',
    }),
    dateRange: z.object({ from: day(), to: day() }).openapi({ description: 'The date range used, after defaults.' }),
    data_as_of: DataAsOf,
  }),
});

// ---------------------------------------------------------------------------------------------
// GET /buyers/activity

export const ACTIVITY_DEFAULT_MONTHS = 24;

export const ActivityQuery = z
  .object({
    ...geographySelectionFields,
    date_from: isoDate()
      .optional()
      .openapi({
        description: `Start of the range, YYYY-MM-DD; the series starts with its calendar month. Default: the month ${ACTIVITY_DEFAULT_MONTHS - 1} months before date_to's, so ${ACTIVITY_DEFAULT_MONTHS} months.`,
      }),
    date_to: isoDate().optional().openapi({
      description: `End of the range, YYYY-MM-DD; the series ends with its calendar month (whole month). Default: data_as_of (the latest purchase recorded in the place).`,
    }),
  })
  .superRefine(requireGeography())
  .superRefine((q, ctx) => {
    if (q.date_from && q.date_to && q.date_from > q.date_to)
      ctx.addIssue({ code: 'custom', message: 'date_from must not be after date_to', path: ['date_from'] });
  });
export type ActivityQuery = z.output<typeof ActivityQuery>;

const tierCounts = () =>
  z
    .object({
      ...Object.fromEntries(PORTFOLIO_TIERS.map((t) => [t, z.number().int()])),
      unnamed: z.number().int(),
      unknown: z.number().int(),
    } as Record<(typeof PORTFOLIO_TIERS)[number] | 'unnamed' | 'unknown', z.ZodNumber>)
    .openapi({
      description: `Purchases by the buyer's portfolio tier. ${TIERS} \`unnamed\`: purchases with no recorded buyer name; \`unknown\`: purchases by a named buyer whose portfolio is unknown (${PORTFOLIO_UNKNOWN}). The seven counts add up to purchases.`,
    });

const activityFigures = {
  purchases: z.number().int().openapi({ description: PURCHASE }),
  investor_purchases: z.number().int().openapi({ description: INVESTOR }),
  investor_share: share('investor_purchases / purchases.'),
  cash_purchases: z.number().int().openapi({ description: CASH }),
  cash_share: share('cash_purchases / purchases.'),
  purchase_value: z.number().openapi({ description: 'Sum of the purchase prices, US dollars.' }),
  by_tier: tierCounts(),
  low_sample: z.array(z.string()).openapi({
    description: `${LOW_SAMPLE_DEFINITION} The sample of investor_share, cash_share and a month's median_price is purchases.`,
  }),
};

export const ActivityMonth = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .openapi({ description: 'Calendar month, YYYY-MM.', example: '2026-06' }),
    ...activityFigures,
    median_price: dollars('Median purchase price of the month.'),
  })
  .openapi('BuyerActivityMonth');

export const ActivityResponse = z.object({
  geography: GeographyOut,
  date_from: day().openapi({ description: 'First day of the first month of the series.' }),
  date_to: day().openapi({ description: 'Last day of the last month of the series.' }),
  data_as_of: DataAsOf,
  totals: z
    .object(activityFigures)
    .openapi({ description: 'The same figures over the whole series (sums of the months; medians are per month only).' }),
  data: z.array(ActivityMonth).openapi({
    description: 'Every month of the range, oldest first, months without purchases included with zero counts and null medians and shares.',
  }),
});

// ---------------------------------------------------------------------------------------------
// GET /buyers/best-buyers

export const BEST_BUYERS = {
  defaultRadius: 1,
  maxRadius: 25,
  defaultMonths: 24,
  maxMonths: 120,
  defaultLimit: 10,
  maxLimit: 50,
  scanLimit: 3000,
} as const;

export const BestBuyersQuery = z.object({
  address: addressParam('The subject property: full one-line address, matched as GET /properties/by-address does.'),
  unit_policy: unitPolicyParam(),
  radius: queryNumber(z.number().gt(0).max(BEST_BUYERS.maxRadius))
    .default(BEST_BUYERS.defaultRadius)
    .openapi({
      description: `Miles around the subject within which buyers' purchases count: greater than 0, at most ${BEST_BUYERS.maxRadius}, default ${BEST_BUYERS.defaultRadius}.`,
    }),
  months: queryInt(z.number().min(1).max(BEST_BUYERS.maxMonths))
    .default(BEST_BUYERS.defaultMonths)
    .openapi({
      description: `How far back purchases count: the last \`months\` months up to data_as_of (the latest purchase recorded in the subject's state), 1-${BEST_BUYERS.maxMonths}, default ${BEST_BUYERS.defaultMonths}.`,
    }),
  limit: queryInt(z.number().min(1).max(BEST_BUYERS.maxLimit))
    .default(BEST_BUYERS.defaultLimit)
    .openapi({ description: `Buyers to return, 1-${BEST_BUYERS.maxLimit}, default ${BEST_BUYERS.defaultLimit}.` }),
});
export type BestBuyersQuery = z.output<typeof BestBuyersQuery>;

const component = <T extends z.ZodRawShape>(description: string, inputs: T) =>
  z.object({
    score: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .openapi({ description: `${description} 0-1 (3 decimals); null when it cannot be computed, and then left out of the total.` }),
    weight: z.number().openapi({ description: 'Nominal weight of the component in the total, percent.' }),
    points: z.number().openapi({
      description:
        'What the component adds to the total score: 100 x weight x score / (sum of the weights of the components that are not null). The points of all components add up to the score (up to rounding).',
    }),
    inputs: z.object(inputs),
  });

const compared = () =>
  z.object({
    compared: z
      .number()
      .int()
      .openapi({ description: 'Nearby purchases where both the subject and the purchased property have the attribute.' }),
    matches: z.number().int(),
  });

export const BestBuyer = z
  .object({
    rank: z.number().int(),
    buyer_name: z.string().openapi({ description: 'Normalised buyer name; GET /buyer-profiles/{buyerName} has its profile.' }),
    score: z.number().min(0).max(100).openapi({ description: "Likelihood score 0-100 (1 decimal): the sum of the components' points." }),
    is_entity: z.boolean().openapi({ description: 'The name is an entity (LLC, INC, TRUST, ...).' }),
    portfolio_size: z
      .number()
      .int()
      .nullable()
      .openapi({ description: `Properties it owns now. ${PORTFOLIO_UNKNOWN}` }),
    nearby_purchases: z.number().int().openapi({ description: 'Its purchases within the radius and months among the sales read.' }),
    reasons: z
      .array(z.string())
      .max(MAX_REASONS)
      .openapi({
        description: `Up to ${MAX_REASONS} plain-language reasons for the score, one per component that earned points, the most points first, each stating that component's inputs (e.g. "Bought 6 homes within 1 mile in the last 12 months").`,
      }),
    components: z.object({
      proximity: component('1 - (average distance of its nearby purchases / radius).', {
        nearest_miles: z.number(),
        average_miles: z.number(),
        radius_miles: z.number(),
      }),
      price_band: component(
        `Share of its nearby purchases priced within the subject value's band (value +/- ${MATCH.priceBand * 100}%). Null when the subject has no value.`,
        {
          subject_value: z.number().nullable(),
          band_low: z.number().nullable(),
          band_high: z.number().nullable(),
          purchases_in_band: z.number().int(),
          median_price: z.number().openapi({ description: 'Median price of its nearby purchases.' }),
        },
      ),
      similarity: component(
        `Mean, over the attributes compared, of the share of its nearby purchases that match the subject: same property type; beds within ${MATCH.beds}; year built within ${MATCH.yearBuilt} years; living area within ${MATCH.livingSqft * 100}%. Null when no attribute can be compared.`,
        {
          property_type: compared(),
          beds: compared(),
          year_built: compared(),
          living_sqft: compared(),
        },
      ),
      recency: component('1 - (days since its latest nearby purchase / days in the window).', {
        last_purchase_date: day(),
        days_since: z.number().int(),
      }),
      frequency: component(
        `ln(1 + nearby purchases) / ln(${FREQUENCY_FULL + 1}), capped at 1: ${FREQUENCY_FULL} or more nearby purchases score 1.`,
        {
          nearby_purchases: z.number().int(),
        },
      ),
      cash: component('Cash purchases / purchases over its whole recorded history.', {
        cash_purchases: z.number().int(),
        purchases: z.number().int(),
      }),
    }),
  })
  .openapi('BestBuyer');

export const BestBuyersResponse = z.object({
  subject: z.object({
    property_id: z.number().int(),
    address: z.string().openapi({ description: 'The normalised address matched.' }),
    value: z.number().nullable().openapi({ description: 'The value the price band is built on, US dollars.' }),
    value_source: z.enum(['valuation', 'assessed_value', 'last_sale_price']).nullable().openapi({
      description: 'Where the value comes from: the valuation, else the assessed value, else the last sale price; null when none is known.',
    }),
    property_type: z.string().nullable(),
    beds: z.number().nullable(),
    year_built: z.number().int().nullable(),
    living_sqft: z.number().nullable(),
  }),
  data: z.array(BestBuyer).openapi({ description: 'Highest score first; ties by more nearby purchases, then name.' }),
  meta: z.object({
    total: z
      .number()
      .int()
      .openapi({ description: 'Investor buyers with a purchase among the sales read (all scored; `limit` of them returned).' }),
    limit: z.number().int(),
    radius_miles: z.number(),
    date_from: day().openapi({ description: 'Earliest purchase date counted.' }),
    date_to: day().openapi({ description: 'Latest purchase date counted: data_as_of (today when it is null).' }),
    data_as_of: DataAsOf,
    scanned_purchases: z.number().int().openapi({
      description: 'Purchases of the window read, nearest first (any buyer; the candidates are the investor purchases among them).',
    }),
    scan_limit: z.number().int().openapi({ description: 'The scan reads at most this many purchases of the window.' }),
    scan_limit_hit: z.boolean().openapi({
      description:
        'The scan read scan_limit purchases before reaching the radius (a dense area): purchases between covered_radius_miles and radius_miles were not considered.',
    }),
    covered_radius_miles: z.number().openapi({
      description: 'The distance up to which every purchase of the window was read: radius_miles, or less when scan_limit_hit.',
    }),
  }),
});
