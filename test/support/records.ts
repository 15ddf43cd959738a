/**
 * Hand-built import records for tests: small, readable, and each test's own (distinct ids and places).
 */
import type { ImportRecord, ImportTransaction } from '../../shared/properties/records/import-record.ts';

export function property(
  id: number,
  street: string,
  over: Partial<ImportRecord> & { zip?: string; city?: string; state?: string; lat?: number; lon?: number } = {},
): ImportRecord {
  const { zip = '05401', city = 'BURLINGTON', state = 'VT', lat = 44.4759, lon = -73.2121, ...rest } = over;
  return {
    property_id: id,
    address: { formatted_street_address: street, city, state, zip_code: zip, latitude: lat, longitude: lon },
    data_source: 'test',
    ...rest,
  };
}

export function sale(
  date: string,
  amount: number | null,
  buyer: string,
  seller: string,
  extra: Partial<ImportTransaction> = {},
): ImportTransaction {
  return {
    RECORDING_DATE: date,
    SALE_DATE: date,
    TRANSACTION_TYPE: 'Grant Deed',
    SALE_AMT: amount === null ? null : String(amount),
    BUYER_BORROWER1_NAME: buyer,
    SELLER1_NAME: seller,
    ...extra,
  };
}
