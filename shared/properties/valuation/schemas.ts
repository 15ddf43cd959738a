/**
 * Requests and answers of GET /properties/valuation and GET /properties/rent-estimate
 * (docs/valuation.md). Both take the same subject: an address, or a description.
 */
import { isoDate, queryInt, queryNumber, z } from '../../platform/zod.ts';
import { addressParam, unitPolicyParam } from '../schemas.ts';
import { CALIBRATION_RULES } from './calibration.ts';
import { estimateAsOf, estimateConfidence, estimateMethodFields, valuationBasis } from './fields.ts';
import { ADJUSTMENTS, ESTIMATE_LIMITS, MIN_COMPARABLES, NOMINAL_COVERAGE } from './model.ts';
import { described, listedTraitFields, servedTraitFields, TRAIT_FIELD_NAMES, traitParams } from './trait-fields.ts';

/** The fields that describe a subject: its position and its traits. */
const DESCRIPTION_FIELDS = ['latitude', 'longitude', ...TRAIT_FIELD_NAMES] as const;

export const EstimateQuery = z
  .object({
    address: addressParam(
      'The subject, a property in the data: full one-line address, matched as GET /properties/by-address does (404 when no property can be claimed). Give this or a description (latitude and longitude, and what else is known), not both.',
    ).optional(),
    unit_policy: unitPolicyParam(),
    latitude: queryNumber(z.number().min(-90).max(90))
      .optional()
      .openapi({ description: described('Latitude of the subject, WGS 84 degrees; required with longitude for a description.') }),
    longitude: queryNumber(z.number().min(-180).max(180))
      .optional()
      .openapi({ description: described('Longitude of the subject, WGS 84 degrees; required with latitude for a description.') }),
    ...traitParams,
    as_of: isoDate().optional().openapi({
      description:
        "The date the estimate is made at, YYYY-MM-DD: only evidence dated and recorded on or before it is used, and the subject's own evidence dated on or after it never is. Default: the latest date of the evidence (sales for a valuation, leases for a rent) in the subject's state (a description: the state of the property nearest to it). A later date is a 422 (reason `after_data`): an estimate past the data would be a forecast.",
    }),
    radius: queryNumber(z.number().gt(0).max(ESTIMATE_LIMITS.radius))
      .optional()
      .openapi({
        description: `Search radius, miles, at most ${ESTIMATE_LIMITS.radius}. Default: adaptive: the nearest ${ESTIMATE_LIMITS.candidates} candidates within ${ESTIMATE_LIMITS.radius} miles, so the radius reached is small where evidence is dense.`,
      }),
    max_comparables: queryInt(z.number().min(1).max(ESTIMATE_LIMITS.maxComparables))
      .default(ESTIMATE_LIMITS.defaultComparables)
      .openapi({
        description: `How many of the heaviest comparables the estimate rests on and the answer lists, 1-${ESTIMATE_LIMITS.maxComparables}. Default ${ESTIMATE_LIMITS.defaultComparables}.`,
      }),
  })
  .superRefine((q, ctx) => {
    const given = DESCRIPTION_FIELDS.filter((f) => q[f] !== undefined);
    if (q.address !== undefined) {
      for (const f of given)
        ctx.addIssue({ code: 'custom', message: `${f} describes a subject: give address or a description, not both`, path: [f] });
      return;
    }
    if (q.latitude === undefined || q.longitude === undefined) {
      const missing = q.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({
        code: 'custom',
        message:
          given.length === 0
            ? 'give address, or latitude and longitude with what else is known of the subject'
            : 'latitude and longitude are required together',
        path: [given.length === 0 ? 'address' : missing],
      });
    }
  });
export type EstimateQuery = z.output<typeof EstimateQuery>;

const money = (description: string) => z.number().openapi({ description });

const Adjustments = z
  .object(Object.fromEntries(ADJUSTMENTS.map((a) => [a, z.number()])) as Record<(typeof ADJUSTMENTS)[number], z.ZodNumber>)
  .openapi({
    description:
      'What each difference from the subject changes, as a fraction of the price: the adjusted price is the price × Π(1 + adjustment). time brings the price to the as-of month (local price index); living_area (log-linear in the area: a constant elasticity, not a price per square foot), lot_size, age, beds, baths, quality, condition, waterfront, view, basement and location (position east and north of the subject) use the local fit of docs/valuation.md#adjustments. 0 where either side is unknown.',
  });

const comparableFields = {
  property_id: z.number().int(),
  address: z.string().openapi({ description: 'Normalised address of the comparable.' }),
  distance_miles: z.number().openapi({ description: 'Great-circle distance from the subject, miles.' }),
  ...listedTraitFields,
  adjustments: Adjustments,
  weight: z
    .number()
    .openapi({ description: 'Share of the estimate (the weights of the listed comparables sum to 1): distance × recency × similarity.' }),
};

export const PropertyTypes = z
  .object({
    same_type: z.number().int().openapi({
      description: "Candidates of the subject's property type group (or of unknown type); all of them when the subject's type is unknown.",
    }),
    other_types: z.number().int().openapi({ description: 'Candidates of another property type group.' }),
    other_types_used: z.boolean().openapi({
      description: `Whether candidates of another type were weighed: only when fewer than ${MIN_COMPARABLES} of the subject's own type were found.`,
    }),
    reason: z.string().nullable().openapi({ description: 'Why candidates of another type were weighed; null when they were not.' }),
  })
  .openapi({
    description:
      "Comparables of the subject's own property type first: another type's are weighed only when too few of its own exist, and the reason is stated.",
  });

const errorScale = z.object({
  floor: z.number(),
  scale: z.number(),
  thinness: z.number().openapi({
    description:
      'The error few candidates leave beyond their spread, log price × candidates (docs/valuation.md#thin-evidence): it adds (thinness / candidates weighed)² to σ²; 0 in the default scales.',
  }),
});

const Calibration = z
  .object({
    market: z.string().nullable().openapi({
      description:
        "The evidence's market: the metro (CBSA code) of the candidates' commonest county, else that county (FIPS code) when it is in no metro; null when unknown.",
    }),
    market_level: z.enum(['cbsa', 'county']).nullable().openapi({ description: 'Whether `market` is a CBSA code or a county FIPS code.' }),
    scales: z.enum(['market', 'default']).openapi({
      description:
        "`market`: the market's own scales, fitted on its rolling backtest; `default`: King County's (rents: the lease scales), and `reason` says why.",
    }),
    fit: z
      .enum(['floor_and_scale', 'factor'])
      .nullable()
      .openapi({
        description: `How the market's scales were fitted: \`floor_and_scale\` (from ${CALIBRATION_RULES.floorAndScaleSales} backtested sales: both fitted), \`factor\` (from ${CALIBRATION_RULES.minimumSales}: one factor times the default scales, with a thinness term); null with the default scales.`,
      }),
    sales: z.number().int().nullable().openapi({
      description: "Sales the market's backtest valued (the calibration's sample); null when the market has no calibration through as_of.",
    }),
    since: z.string().nullable().openapi({ description: 'First sale day of the backtest, YYYY-MM-DD.' }),
    through: z.string().nullable().openapi({ description: 'Last sale day of the backtest (never after as_of), YYYY-MM-DD.' }),
    interval: errorScale.openapi({
      description:
        "The interval's error scale used: σ = √(floor² + (scale × spread)² + (thinness / candidates)²), [low, high] = value × exp(±1.2816 σ).",
    }),
    confidence: errorScale.openapi({ description: "The confidence's error scale used, in the same form." }),
    reason: z.string().nullable().openapi({ description: 'Why the default scales were used; null with the market’s own.' }),
  })
  .openapi({
    description:
      "Which calibration of the interval and the confidence was used (docs/valuation.md#calibration): the market's own, from its rolling backtest (`npm run calibrate`), when it valued enough sales, else the default scales, and why.",
  });

const common = {
  confidence: estimateConfidence,
  as_of: estimateAsOf,
  method: z.object({
    ...estimateMethodFields,
    comparables_median: z.number().openapi({
      description: "The weighted median of the comparables' adjusted prices (rents), US dollars.",
    }),
    fit_prediction: z.number().nullable().openapi({
      description:
        'What the local fit (the regression that sets the adjustments) predicts for the subject, US dollars; null when too few candidates had every fact the subject has.',
    }),
    fit_share: z.number().openapi({
      description:
        "The fit prediction's share of the estimate: estimate = comparables_median^(1 − fit_share) × fit_prediction^fit_share (comparables_median alone when fit_prediction is null). 0.3 for values; 0 for rents, which stay within their comparables.",
    }),
    coefficients: z.record(z.string(), z.number()).openapi({
      description:
        'The local fit: log price per unit of each difference (living_area per log unit of area, lot_size per log unit of lot, age per decade (from the effective year built when later), beds, baths, quality, condition and view per step, waterfront for being on the water, basement per step of none (0), partial (0.5), full (1), east and north per mile).',
    }),
    calibration: Calibration,
  }),
  subject: z.object({
    property_id: z.number().int().nullable().openapi({ description: 'The property matched by address; null for a description.' }),
    address: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    ...servedTraitFields,
  }),
  sample: z.object({
    candidates_seen: z.number().int().openapi({ description: 'Candidates the search found (nearest first, at most the candidate limit).' }),
    used: z.number().int().openapi({ description: 'Comparables the estimate rests on.' }),
    radius_miles: z.number().openapi({ description: 'Distance of the farthest comparable used, miles: the radius the search reached.' }),
    months_back: z.number().int().openapi({ description: 'Age of the oldest comparable used, whole months before as_of.' }),
    property_types: PropertyTypes,
  }),
};

const SubjectSale = z.object({
  sale_date: z.string().openapi({ description: 'Sale date (recording date when unknown), YYYY-MM-DD.' }),
  sale_price: money('Sale price, US dollars.'),
  adjusted_price: money(
    "The price brought to as_of: by the local price index (when one reaches the sale's month) and by the local fit's age coefficients for the years the building aged since, US dollars.",
  ),
  years_before: z.number().openapi({ description: 'Years between the sale and as_of.' }),
  time_adjusted: z
    .boolean()
    .openapi({ description: "Whether a price index reached the sale's month (else the price is not time-adjusted and counts for less)." }),
  disagreement: z.number().openapi({
    description:
      "How far the comparables' own value lies from the adjusted price, in standard errors of both (signed: positive when the sale is higher).",
  }),
  weight: z.number().openapi({ description: "The sale's share of the value (0-1; the comparables have the rest)." }),
});

export const ValuationResponse = z.object({
  value: money(
    "Estimated market value, US dollars: the weighted median of the comparables' adjusted prices, blended with the local fit's prediction (method.fit_share), then with the subject's own arms-length sales of the last 10 years brought to as_of (method.subject_sales), each by its precision.",
  ),
  low: money(`Lower end of the nominal ${NOMINAL_COVERAGE * 100}% interval, US dollars.`),
  high: money(`Upper end of the nominal ${NOMINAL_COVERAGE * 100}% interval, US dollars.`),
  ...common,
  method: common.method.extend({
    comparables_value: money('The value from the comparables alone (comparables_median blended with fit_prediction), US dollars.'),
    non_market_share: z.number().openapi({
      description:
        'Of the sales within the radius the comparables reached and dated in the window, the share not at arms length (never evidence). It widens the interval and lowers the confidence (errors × 1/√(1 − share)); from 0.75 on the answer is a 422 (reason `mostly_non_market`).',
    }),
    basis: valuationBasis,
    subject_sale_share: z
      .number()
      .openapi({ description: "The subject's own sales' share of the value, 0-1 (0 with none in the horizon)." }),
    subject_sales: z.array(SubjectSale).openapi({
      description:
        "The subject's own arms-length sales of the last 10 years before as_of, oldest first: evidence of its value whose weight falls smoothly with the years, to none at 10 years, and with the comparables' disagreement. Never listed among the comparables.",
    }),
  }),
  comparables: z.array(
    z.object({
      ...comparableFields,
      sale_date: z.string().openapi({ description: 'Sale date (recording date when unknown), YYYY-MM-DD.' }),
      sale_price: money('Sale price, US dollars.'),
      adjusted_price: money('The sale price with every adjustment, US dollars.'),
    }),
  ),
});

export type ValuationResponse = z.infer<typeof ValuationResponse>;

export const RentEstimateResponse = z.object({
  rent: money(
    "Estimated monthly rent, US dollars: the weighted median of the adjusted rents; always within the comparables' adjusted rents.",
  ),
  low: money(`Lower end of the nominal ${NOMINAL_COVERAGE * 100}% interval, monthly US dollars, never below the lowest adjusted rent.`),
  high: money(`Upper end of the nominal ${NOMINAL_COVERAGE * 100}% interval, monthly US dollars, never above the highest adjusted rent.`),
  ...common,
  comparables: z.array(
    z.object({
      ...comparableFields,
      lease_date: z.string().openapi({ description: 'Lease date (list date when unknown), YYYY-MM-DD.' }),
      rent: money('Monthly rent, US dollars.'),
      adjusted_rent: money('The rent with every adjustment, US dollars.'),
    }),
  ),
});

export type RentEstimateResponse = z.infer<typeof RentEstimateResponse>;

export const ESTIMATE_DESCRIPTION = [
  'The subject is a property of the data (`address`, matched as GET /properties/by-address does, with the same `X-Address-*` headers) or a description (`latitude` and `longitude` together, and any of the building facts).',
  `Evidence is read nearest first within the radius, dated in the ${ESTIMATE_LIMITS.months} months up to \`as_of\`; each comparable is brought to the as-of month with the local monthly price index and adjusted for every difference from the subject, weighted by distance, recency and similarity, and the estimate is the weighted median of the adjusted prices (a value: blended with the local fit's own prediction for the subject, \`method.fit_share\`) with a nominal ${NOMINAL_COVERAGE * 100}% interval from their weighted spread (docs/valuation.md, with the published backtest).`,
  `422 (reason \`no_*\` or \`too_few_*\`) when fewer than ${MIN_COMPARABLES} comparables are found, (reason \`mostly_non_market\`, values only) when three quarters or more of the sales near the subject were not at arms length, and (reason \`after_data\`, with \`latest_evidence_date\` and \`state\`) for an \`as_of\` after the latest evidence of the subject's state.`,
].join('\n\n');
