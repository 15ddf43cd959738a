/** Requests and responses of the buyer profile endpoints (GET and POST /buyer-profiles/{buyerName}). */

import { FAMILY_NAMES_LISTED, groupField } from '../analytics/families.ts';
import { PORTFOLIO_TIERS } from '../analytics/tiers.ts';
import { CASH, day, INVESTOR, PORTFOLIO_UNKNOWN, PURCHASE, TIERS } from '../buyers/schemas.ts';
import { queryInt, z } from '../platform/zod.ts';

export const PROFILE_PAGE_SIZE = { default: 20, max: 100 } as const;

export const ProfileParams = z.object({
  buyerName: z.string().trim().min(1).max(200).openapi({
    description: "The buyer's name, URL-encoded; any spelling (matched after normalisation, else by similarity).",
    example: 'CRESTLINE HOMES LLC',
  }),
});

const profileOptions = <P extends z.ZodType, S extends z.ZodType>(page: P, pageSize: S) =>
  z.object({
    page: page.openapi({ description: 'Page of the portfolio (properties owned now), from 1.' }),
    page_size: pageSize.openapi({
      description: `Portfolio properties per page, 1-${PROFILE_PAGE_SIZE.max} (default ${PROFILE_PAGE_SIZE.default}).`,
    }),
    group: groupField,
  });

export const ProfileQuery = profileOptions(
  queryInt(z.number().min(1).max(10_000)).default(1),
  queryInt(z.number().min(1).max(PROFILE_PAGE_SIZE.max)).default(PROFILE_PAGE_SIZE.default),
);
export const ProfileBody = profileOptions(
  z.number().int().min(1).max(10_000).default(1),
  z.number().int().min(1).max(PROFILE_PAGE_SIZE.max).default(PROFILE_PAGE_SIZE.default),
);
export type ProfileOptions = z.output<typeof ProfileQuery>;

export const PortfolioProperty = z
  .object({
    property_id: z.number().int(),
    address: z.string().openapi({ description: 'Street line as recorded.' }),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    property_type: z.string().nullable(),
    beds: z.number().nullable(),
    baths: z.number().nullable(),
    living_sqft: z.number().nullable().openapi({ description: 'Living area, else total area, square feet.' }),
    year_built: z.number().int().nullable(),
    value: z.number().nullable().openapi({
      description: "The valuation on record, US dollars: the property record's `valuation.value` (null when the evidence is too thin).",
    }),
    last_sale_date: day().nullable(),
    last_sale_price: z.number().nullable(),
  })
  .openapi('PortfolioProperty');

const alternative = z.object({
  name: z.string(),
  similarity: z.number().openapi({ description: 'Trigram similarity to the normalised name asked for, 0-1.' }),
  purchases: z.number().int(),
});

export const ProfileResponse = z.object({
  buyer: z.object({
    name: z.string().openapi({ description: "The buyer's normalised name (the key its spellings are merged on)." }),
    match: z.object({
      level: z.enum(['exact', 'near']).openapi({
        description:
          "`exact`: the normalised name asked for is this buyer's; `near`: the most similar buyer name (trigram similarity >= 0.5).",
      }),
      similarity: z.number().openapi({ description: '1 for exact.' }),
      normalized_query: z.string().openapi({ description: 'The name asked for, normalised.' }),
    }),
    is_entity: z.boolean().openapi({ description: 'The name is an entity (LLC, INC, TRUST, ...).' }),
    investor: z.boolean().openapi({ description: `${INVESTOR}` }),
    name_variants: z
      .array(z.object({ name: z.string(), purchases: z.number().int() }))
      .openapi({ description: 'Every recorded spelling of the buyer name on its purchases, most used first (at most 100).' }),
    mailing_addresses: z
      .array(
        z.object({
          address: z.string().nullable(),
          city: z.string().nullable(),
          state: z.string().nullable(),
          zip: z.string().nullable(),
          properties: z.number().int(),
        }),
      )
      .nullable()
      .openapi({
        description:
          'Premium: the owner mailing addresses of the properties it owns now, most properties first (at most 20), as recorded on one of them. Null for base-plan keys.',
      }),
    family: z
      .object({
        name: z.string().openapi({ description: "The family's name: its member owning the most properties." }),
        names: z.array(z.string()).openapi({
          description: `The names the family holds title under, most properties first (at most ${FAMILY_NAMES_LISTED}); the name alone when it is in no family.`,
        }),
      })
      .nullable()
      .openapi({
        description:
          "Extension: with group=family, the entity family whose names the profile adds up (every figure is over all of them, and `name` is the family's); null with group=name.",
      }),
  }),
  alternatives: z.array(alternative).openapi({
    description:
      'For a near match: the other buyers whose names are similar (similarity >= 0.5), most similar first (then most purchases), at most 5. Empty for an exact match, which is unambiguous.',
  }),
  summary: z.object({
    portfolio_size: z
      .number()
      .int()
      .nullable()
      .openapi({ description: `Properties it owns now (owner of record). ${PORTFOLIO_UNKNOWN}` }),
    portfolio_tier: z
      .enum(PORTFOLIO_TIERS)
      .nullable()
      .openapi({ description: `${TIERS} null when portfolio_size is.` }),
    purchases: z
      .number()
      .int()
      .openapi({ description: `Its purchases, all recorded history. ${PURCHASE}` }),
    purchase_value: z.number(),
    average_purchase_price: z.number(),
    median_purchase_price: z.number().nullable(),
    cash_purchases: z.number().int().openapi({ description: CASH }),
    cash_share: z.number().openapi({ description: 'cash_purchases / purchases, 0-1 (4 decimals).' }),
    first_purchase_date: day().nullable(),
    last_purchase_date: day().nullable(),
    sales: z.number().int().openapi({ description: 'Its arms-length sales (purchases where it is the seller).' }),
    flips: z.number().int().openapi({ description: "Its sales within 365 days of the property's previous arms-length purchase." }),
    resales: z
      .number()
      .int()
      .openapi({ description: 'Its sales with a previous purchase of the property on record: the hold times below.' }),
    median_hold_days: z.number().nullable().openapi({
      description: "Median days between the property's previous purchase and its sale, over its resales; null without resales.",
    }),
    mean_hold_days: z.number().nullable().openapi({ description: 'Mean of the same, 1 decimal.' }),
  }),
  typical_property: z
    .object({
      median_beds: z.number().nullable(),
      median_living_sqft: z.number().nullable(),
      median_year_built: z.number().nullable(),
    })
    .openapi({
      description: 'Medians over the properties of its purchases (current records), unknown values left out; null when none is known.',
    }),
  markets: z
    .array(z.object({ state: z.string(), cbsa_code: z.string().nullable(), msa: z.string().nullable(), properties: z.number().int() }))
    .openapi({ description: 'Properties it owns now by state and metro area (CBSA; null outside any), most first.' }),
  by_year: z
    .array(
      z.object({
        year: z.number().int(),
        purchases: z.number().int(),
        purchase_value: z.number(),
        cash_purchases: z.number().int(),
        sales: z.number().int(),
        flips: z.number().int(),
      }),
    )
    .openapi({ description: 'Purchases and sales per calendar year, oldest first; years with neither are left out.' }),
  lenders: z.array(z.object({ lender: z.string(), loans: z.number().int() })).openapi({
    description:
      'Lenders of the first mortgages recorded on its purchases (purchase loans; refinances are not counted), as recorded, most loans first (at most 10).',
  }),
  portfolio: z
    .object({
      data: z.array(PortfolioProperty),
      meta: z.object({
        page: z.number().int(),
        page_size: z.number().int(),
        total: z.number().int().nullable().openapi({ description: 'portfolio_size (null when unknown).' }),
        has_more: z.boolean(),
      }),
    })
    .openapi({ description: 'The properties it owns now, by property_id.' }),
});
export type ProfileResponse = z.input<typeof ProfileResponse>;
