/**
 * Specification 2.3's nearby-sale record written out in TypeScript from a property's full record:
 * the reference the database's assembly (nearby_sale_json over the stored sale_fields,
 * migrations/0015) is checked against, field for field and in the order served (the sale's
 * fields, the property's, then the groups include asks for).
 */

import type { Plan } from '../../shared/platform/plans.ts';
import type { NearbyInclude, NearbySale } from '../../shared/properties/nearby-schemas.ts';
import { forPlan } from '../../shared/properties/present.ts';
import type { PropertyRecord } from '../../shared/properties/record-schema.ts';

export interface SaleFields {
  property_id: number;
  recording_date: string;
  sale_date: string;
  sale_amount: string;
  living_sqft: number;
  buyer_1: string | null;
  seller_1: string | null;
}

export function referenceNearbySale(record: PropertyRecord, sale: SaleFields, include: ReadonlySet<NearbyInclude>, plan: Plan): NearbySale {
  const doc = forPlan(record, plan);
  const { address: a, structure: s, parcel } = doc;
  return {
    RECORDING_DATE: sale.recording_date,
    PROPERTY_ID: sale.property_id,
    SALE_AMT: sale.sale_amount,
    SUM_BUILDING_SQFT: sale.living_sqft,
    SALE_DATE: sale.sale_date,
    BUYER_BORROWER1_NAME: sale.buyer_1,
    SELLER1_NAME: sale.seller_1,
    FULL_STREET_ADDRESS: a.formatted_street_address,
    CITY: a.city,
    STATE: a.state,
    ZIP_CODE: a.zip_code,
    LATITUDE: a.latitude,
    LONGITUDE: a.longitude,
    LOT_SIZE_SQFT: parcel?.area_sq_ft ?? null,
    BEDROOMS: s?.beds_count ?? null,
    BATHROOMS: s?.baths ?? null,
    YEAR_BUILT: s?.year_built ?? null,
    LAND_USE_CODE: parcel?.county_land_use_code ?? parcel?.state_land_use_code ?? null,
    ...(include.has('enrichment')
      ? {
          ZIP_PLUS_FOUR_CODE: a.zip_plus_four_code ?? null,
          CENSUS_TRACT: a.census_tract ?? null,
          GEOCODING_ACCURACY: a.geocoding_accuracy ?? null,
          QUALITY: s?.quality ?? null,
          CONDITION: s?.condition ?? null,
          STORIES: s?.stories ?? null,
          GARAGE_DESCRIPTION: s?.garage_description ?? null,
          POOL_TYPE: s?.pool_type ?? null,
          HEATING_TYPE: s?.heating_type ?? null,
          AC_DESCRIPTION: s?.ac_description ?? null,
          CONSTRUCTION_TYPE: s?.construction_type ?? null,
          EFFECTIVE_YEAR_BUILT: s?.effective_year_built ?? null,
          PARKING_SPACES_COUNT: s?.parking_spaces_count ?? null,
          FIREPLACES: s?.fireplaces && /^\s*\d+\s*$/.test(s.fireplaces) ? Number(s.fireplaces) : null,
          ROOMS_COUNT: s?.rooms_count ?? null,
          PARTIAL_BATHS_COUNT: s?.partial_baths_count ?? null,
          LIVING_AREA_SQFT: s?.living_area_sqft ?? null,
          UNITS_COUNT: s?.units_count ?? null,
          BUILDING_COUNT: parcel?.building_count ?? null,
          MONTHS_OWNED: doc.months_owned ?? null,
          OWNER_TYPE: doc.owner_type ?? null,
          CORPORATE_OWNER: doc.owner?.corporate_owner ?? null,
        }
      : {}),
    ...(include.has('valuation')
      ? {
          VALUATION_VALUE: doc.valuation?.value ?? null,
          VALUATION_HIGH: doc.valuation?.high ?? null,
          VALUATION_LOW: doc.valuation?.low ?? null,
          FORECAST_STD_DEV: doc.valuation?.forecast_standard_deviation ?? null,
          VALUATION_DATE: doc.valuation?.date ?? null,
        }
      : {}),
  };
}
