/**
 * The property record (docs/design.md#property-record) and the transaction record (#transaction-record): the API's
 * response shapes and, with the extras below, the NDJSON import/export format.
 * Every field is nullable except property_id and the address's street, city, state, zip, lat, lon.
 */
import { z } from '../../platform/zod.ts';

const str = () => z.string().nullable();

/** Why a transfer is or is not at arm's length (shared/properties/arms-length.ts, docs/analytics-definitions.md#arms-length). */
export const ARMS_LENGTH_REASONS = [
  'SOURCE_FLAG',
  'DOCUMENT_TYPE',
  'NOMINAL_PRICE',
  'BELOW_ASSESSED',
  'RELATED_PARTIES',
  'PARTIAL_INTEREST',
  'MARKET',
] as const;
export type ArmsLengthReason = (typeof ARMS_LENGTH_REASONS)[number];
/** Why a purchase's price is an outlier (loader/market-evidence.ts, docs/analytics-definitions.md#outliers). */
export const OUTLIER_REASONS = ['PRICE_TO_ASSESSMENT', 'PRICE_PER_SQFT'] as const;
const num = () => z.number().nullable();
const bool = () => z.boolean().nullable();
const date = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .openapi({ format: 'date' });

export const Address = z
  .object({
    formatted_street_address: z.string().min(1),
    city: z.string().min(1),
    state: z.string().length(2).openapi({ description: 'USPS state abbreviation' }),
    zip_code: z.string().regex(/^\d{5}$/),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    street_number: str(),
    street_suffix: str(),
    street_pre_direction: str(),
    street_name: str(),
    street_post_direction: str(),
    unit_type: str(),
    unit_number: str(),
    zip_plus_four_code: str(),
    carrier_code: str(),
    geocoding_accuracy: str().openapi({
      description: 'how the coordinates were obtained: `parcel`, `street`, `zip_centroid`, `city_centroid`',
    }),
    census_tract: str(),
    census_block: str(),
  })
  .openapi('Address');

const EXEMPTIONS = [
  'homeowner',
  'veteran',
  'disabled',
  'widow',
  'senior',
  'school',
  'religious',
  'welfare',
  'public',
  'cemetery',
  'hospital',
  'library',
] as const;
const PARCEL_STRINGS = [
  'apn_original',
  'fips_code',
  'zoning',
  'county_land_use_code',
  'lot_number',
  'subdivision',
  'section_township_range',
  'legal_description',
  'state_land_use_code',
] as const;
const PARCEL_NUMBERS = ['frontage_ft', 'depth_ft', 'area_acres', 'area_sq_ft', 'building_count'] as const;
const STRUCTURE_NUMBERS = [
  'total_area_sq_ft',
  'year_built',
  'effective_year_built',
  'beds_count',
  'rooms_count',
  'baths',
  'partial_baths_count',
  'parking_spaces_count',
  'units_count',
  'living_area_sqft',
] as const;
const STRUCTURE_STRINGS = [
  'basement_type',
  'condition',
  'construction_type',
  'exterior_wall_type',
  'fireplaces',
  'heating_type',
  'heating_fuel_type',
  'pool_type',
  'quality',
  'roof_material_type',
  'roof_style_type',
  'sewer_type',
  'stories',
  'water_type',
  'ac_description',
  'garage_description',
  'building_class_description',
  'sqft_description',
] as const;

const fields = <K extends string, T extends z.ZodType>(keys: readonly K[], make: () => T) =>
  Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, T>;

export const Owner = z
  .object({
    owner_occupied: bool(),
    name: str(),
    second_name: str(),
    formatted_street_address: str(),
    city: str(),
    state: str(),
    zip_code: str(),
    zip_plus_four_code: str(),
    corporate_owner: bool(),
    care_of_name: str(),
  })
  .openapi('Owner', { description: 'Premium: null for base-plan keys.' });

export const LastSale = z
  .object({
    date: date(),
    price: num(),
    document_type: str(),
    mtg_amount: num(),
    mtg_type: str(),
    lender: str(),
    mtg_interest_rate: num(),
    mtg_term_months: num(),
    mtg_1_est_remaining: num(),
    mtg_2_est_remaining: num(),
    mtg_3_est_remaining: num(),
    mtg_4_est_remaining: num(),
    deal_id: str().openapi({
      description:
        "Extension: the sale was one deal of several parcels for one price (docs: deals); price is then this parcel's share of deal_price, not the price recorded on the deed. null otherwise.",
    }),
    deal_parcel_count: num().openapi({ description: 'Extension: the parcels of the deal; null when deal_id is null.' }),
    deal_price: num().openapi({ description: "Extension: the deal's total price; null when deal_id is null." }),
  })
  .openapi('LastSale');

export const PropertyRecord = z
  .object({
    property_id: z.number().int().positive(),
    address: Address,
    assessed_year: num(),
    assessments: z.object({ land_value: num(), improvement_value: num(), assessed_value: num(), market_value: num() }).nullable(),
    exemptions: z.object(fields(EXEMPTIONS, bool)).nullable(),
    market_year: num(),
    owner: Owner.nullable(),
    parcel: z
      .object({
        ...fields(PARCEL_STRINGS, str),
        ...fields(PARCEL_NUMBERS, num),
        waterfront: bool().openapi({ description: 'The parcel fronts on open water (sea, lake or river).' }),
        view: num().openapi({
          description: "The quality of the parcel's view, 0 (none) to 4 (excellent), as the King County assessor rates it.",
        }),
      })
      .nullable(),
    school_tax_district_1: str(),
    school_tax_district_2: str(),
    school_tax_district_3: str(),
    school_district_name: str(),
    structure: z.object({ ...fields(STRUCTURE_NUMBERS, num), ...fields(STRUCTURE_STRINGS, str) }).nullable(),
    tax_amount: num(),
    tax_delinquent_year: num(),
    tax_rate_code_area: str(),
    tax_year: num(),
    valuation: z
      .object({
        value: num(),
        high: num(),
        low: num(),
        forecast_standard_deviation: num().openapi({
          description:
            'The forecast standard deviation, in percent of `value` (8 means 8%): the spread of the actual price around the value that the nominal 80% interval implies, 100 × ln(high / low) / 2.563, so that low and high are value × exp(∓1.2816 × forecast_standard_deviation / 100) up to rounding.',
        }),
        date: date().openapi({ description: 'The as_of date of the estimate, YYYY-MM-DD.' }),
      })
      .nullable()
      .openapi({
        description:
          "The valuation on record: the project's own estimate, the value, 80% interval and as_of that GET /properties/valuation answers for this property with no parameters (docs/valuation.md#the-valuation-on-record). Computed after each load; null when the evidence is too thin (GET /properties/valuation answers 422). The data source's own valuation, when it has one, is `source_valuation`.",
      }),
    source_valuation: z
      .object({
        value: num(),
        high: num(),
        low: num(),
        forecast_standard_deviation: num().openapi({
          description:
            "The source's forecast standard deviation, in percent of `value` (8 means 8%), as the source states it. Null when the source gives none.",
        }),
        date: date(),
        source: z.string().openapi({ description: "The data source it came from (the record's data source)." }),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          "Extension: the data source's own valuation as imported (value, range, forecast standard deviation, date), with its source; null when the source gives none. It is not the project's estimate (`valuation`), and the two can differ. An exported record carries both; the importer reads the source's from `source_valuation` when it is present.",
      }),
    property_class_description: str(),
    vacant: bool().openapi({ description: 'Premium: null for base-plan keys.' }),
    pre_foreclosure: z
      .object({ flag: bool(), ind: str(), reason: str(), doc_type: str(), recording_date: str() })
      .nullable()
      .openapi({ description: 'Premium: null for base-plan keys.' }),
    last_sale: LastSale.nullable(),
    current_sale: z.object({ doc_num: str(), buyer_1: str(), buyer_2: str(), seller_1: str(), seller_2: str() }).nullable(),
    msa: str(),
    county: str(),
    property_type: str(),
    hoa: num().openapi({ description: 'Association fee for the period in hoa_frequency.' }),
    hoa_frequency: z.enum(['annual', 'monthly', 'quarterly', 'semi_annual']).nullable(),
    owner_type: str().openapi({ description: 'Premium: null for base-plan keys.' }),
    purchase_method: str(),
    listing_status: str(),
    months_owned: num(),
  })
  .openapi('Property');
export type PropertyRecord = z.infer<typeof PropertyRecord>;

/**
 * The record as the loader stores it: every member but `source_valuation`, which is served from the
 * stored `valuation` (served-record.ts).
 */
export const StoredRecord = PropertyRecord.omit({ source_valuation: true });

/**
 * Transaction record (docs/design.md#transaction-record): names in upper case, amounts as strings,
 * dates YYYY-MM-DD. The specification's fields, which the import format extends; the served record
 * (ServedTransaction) adds what the loader decided about each transfer.
 */
export const TransactionRecord = z.object({
  RECORDING_DATE: date(),
  APN: str(),
  BUYER_BORROWER1_NAME: str(),
  BUYER_BORROWER2_NAME: str(),
  SALE_DATE: date(),
  TRANSACTION_TYPE: str(),
  SELLER1_NAME: str(),
  SALE_AMT: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable(),
  FIRST_MTG_RECORDING_DATE: date(),
  FIRST_MTG_AMT: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable(),
  FIRST_MTG_LENDER_NAME: str(),
  FIRST_MTG_DUE_DATE: date(),
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;

const amount = () =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable();

/** The extension fields of a served transaction (docs/analytics-definitions.md#market-evidence). */
export const ServedTransaction = TransactionRecord.extend({
  DOC_NUM: str().openapi({ description: "Extension: the recorder's instrument (document) number." }),
  ARMS_LENGTH: z.boolean().nullable().openapi({
    description: "Extension: the arm's-length decision: true a sale between unrelated parties, false not, null unknown or not a transfer.",
  }),
  ARMS_LENGTH_REASON: z.enum(ARMS_LENGTH_REASONS).nullable().openapi({
    description:
      "Extension: why ARMS_LENGTH is what it is: SOURCE_FLAG (the source's flag), DOCUMENT_TYPE (a quitclaim, gift, trustee's, sheriff's or tax deed, deed in lieu), NOMINAL_PRICE (under $1,000), BELOW_ASSESSED (under a quarter of the parcel's assessed or market value of a year within two of the sale), RELATED_PARTIES (buyer and seller of one name identity, or a person and the family trust of that surname), PARTIAL_INTEREST, MARKET (a sale deed with nothing against it); null when there is no decision.",
  }),
  MULTI_PARCEL: z.boolean().openapi({
    description:
      "Extension: the instrument conveyed two or more parcels for one price: SALE_AMT is the price as recorded, DEAL_PRICE the whole deal, APPORTIONED_PRICE this parcel's share.",
  }),
  PARCEL_COUNT: z
    .number()
    .int()
    .nullable()
    .openapi({ description: 'Extension: the parcels of the deal; null when MULTI_PARCEL is false.' }),
  DEAL_ID: str().openapi({
    description: 'Extension: the id of the deal, the same on each of its parcels; null when MULTI_PARCEL is false.',
  }),
  DEAL_PRICE: amount().openapi({ description: "Extension: the deal's total price, counted once; null when MULTI_PARCEL is false." }),
  APPORTIONED_PRICE: amount().openapi({
    description:
      "Extension: this parcel's share of DEAL_PRICE, by assessed value (else market value, else equal shares); the shares add up to DEAL_PRICE. null when MULTI_PARCEL is false.",
  }),
  OUTLIER_REASON: z.enum(OUTLIER_REASONS).nullable().openapi({
    description:
      'Extension: the price is far outside its zip and year: PRICE_TO_ASSESSMENT (price / assessed value 6 or more times the zip-year median ratio, or a sixth or less: a likely typo), PRICE_PER_SQFT (5 or more times the zip-year median price per square foot, or a fifth or less); null otherwise.',
  }),
  MARKET_EVIDENCE: z.boolean().openapi({
    description:
      "Extension: the transfer is an arm's-length purchase, not part of a multi-parcel deal and not an outlier: the only sales medians, price indexes, comparable sales and valuations read.",
  }),
}).openapi('Transaction');
export type ServedTransaction = z.infer<typeof ServedTransaction>;
