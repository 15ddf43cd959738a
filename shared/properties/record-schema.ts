/**
 * The property record (docs/design.md#property-record) and the transaction record (#transaction-record): the API's
 * response shapes and, with the extras below, the NDJSON import/export format.
 * Every field is nullable except property_id and the address's street, city, state, zip, lat, lon.
 */
import { z } from '../platform/zod.ts';

const str = () => z.string().nullable();
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
            "The valuation's forecast standard deviation, in percent of `value` (8 means 8%): the expected spread of the actual price around the value, as the source states it; `low` and `high` are value × (1 ∓ forecast_standard_deviation / 100). Null when the source gives none.",
        }),
        date: date(),
      })
      .nullable()
      .openapi({
        description:
          "The data source's own valuation as imported (value, range, forecast standard deviation, date). It is not GET /properties/valuation's estimate, which the project computes from comparable sales and the property's own sales (docs/valuation.md); the two can differ.",
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

/** Transaction record (docs/design.md#transaction-record): names in upper case, amounts as strings, dates YYYY-MM-DD. */
export const TransactionRecord = z
  .object({
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
  })
  .openapi('Transaction');
export type TransactionRecord = z.infer<typeof TransactionRecord>;
