/**
 * Sacramento real estate transactions, May 2008 (its SOURCE.txt)
 * -> import records: one property per sale row, with that sale as its only transaction.
 *
 * - property_id = 810,000,000 + the data row number (1-based, header not counted): the range
 *   810,000,000-810,999,999 is this source's, so a re-conversion of the same file gives the same ids.
 * - Coordinates are kept as given, with geocoding_accuracy `street`: points step evenly with the
 *   house number along a street (1-100 CRYSTALWOOD CIR, Lincoln) and the units of one building
 *   share a point, which is address-range interpolation on the street, not a parcel position.
 * - beds, baths and sq__ft are 0 on 171 rows where they are not known: those become null.
 * - The date ("Wed May 21 00:00:00 EDT 2008") is used as sale and recording date; the file does
 *   not say which it is. DOCUMENT_TYPE GRANT_DEED is an assumption (the usual deed of a
 *   California sale); the file names no document, buyer or seller.
 * - Left out, with the reason counted: rows whose street is "#NA", and a second row for an
 *   address already converted (identical rows, and one address listed twice on one day at two
 *   prices: the first row is kept).
 */
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';
import {
  addressParts,
  amount,
  type Converted,
  type ConvertReport,
  collapse,
  isoDate,
  knownCount,
  monthNumber,
  readCsv,
  skip,
  street,
} from './common.ts';

export const SACRAMENTO_SOURCE = 'sacramento-sales';
export const SACRAMENTO_ID_BASE = 810_000_000;

export type SacramentoRow = Record<
  'street' | 'city' | 'zip' | 'state' | 'beds' | 'baths' | 'sq__ft' | 'type' | 'sale_date' | 'price' | 'latitude' | 'longitude',
  string
>;

const PROPERTY_TYPES: Record<string, string> = {
  Residential: 'Single Family Residential',
  Condo: 'Condominium',
  'Multi-Family': 'Multi-Family',
};

/** "Wed May 21 00:00:00 EDT 2008" -> "2008-05-21", read as written (no time-zone shift). */
export function sacramentoDate(text: string): string | null {
  const m = /^[A-Za-z]{3} ([A-Za-z]{3}) (\d{1,2}) \d{2}:\d{2}:\d{2} [A-Z]{3,4} (\d{4})$/.exec(text.trim());
  const month = m && monthNumber(m[1]!);
  return m && month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
}

export function sacramentoRecord(row: SacramentoRow, rowNumber: number): Converted<ImportRecord> {
  const streetText = collapse(row.street);
  if (streetText === '' || streetText === '#NA') return { skip: 'no street address (street is "#NA")' };
  const zip = row.zip.trim();
  if (!/^\d{5}$/.test(zip)) return { skip: 'zip is not 5 digits' };
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  if (row.latitude.trim() === '' || row.longitude.trim() === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return { skip: 'no coordinates' };
  const date = sacramentoDate(row.sale_date);
  if (!date) return { skip: 'sale date not readable' };
  const price = amount(row.price);

  const state = row.state.trim().toUpperCase();
  const { parsed, line } = street(`${streetText}, ${row.city}, ${state} ${zip}`);
  return {
    ok: {
      property_id: SACRAMENTO_ID_BASE + rowNumber,
      data_source: SACRAMENTO_SOURCE,
      address: {
        formatted_street_address: line,
        city: parsed?.city ?? collapse(row.city).toUpperCase(),
        state,
        zip_code: zip,
        latitude,
        longitude,
        ...addressParts(parsed),
        geocoding_accuracy: 'street',
      },
      property_type: PROPERTY_TYPES[row.type.trim()] ?? null,
      structure: { beds_count: knownCount(row.beds), baths: knownCount(row.baths), living_area_sqft: knownCount(row.sq__ft) },
      last_sale: { date, price, document_type: 'GRANT_DEED' },
      transactions: [
        {
          SALE_DATE: date,
          RECORDING_DATE: date,
          SALE_AMT: price === null ? null : String(price),
          DOCUMENT_TYPE: 'GRANT_DEED',
          BUYER_BORROWER1_NAME: null,
          SELLER1_NAME: null,
        },
      ],
    },
  };
}

export async function* convertSacramento(path: string, report: ConvertReport): AsyncGenerator<ImportRecord> {
  // address (street line + zip) -> the raw row it was converted from
  const seen = new Map<string, string>();
  for await (const raw of readCsv(path)) {
    const rowNumber = ++report.rows;
    const result = sacramentoRecord(raw as SacramentoRow, rowNumber);
    if ('skip' in result) {
      skip(report, result.skip);
      continue;
    }
    const key = `${result.ok.address.formatted_street_address}|${result.ok.address.zip_code}`;
    const text = JSON.stringify(raw);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      skip(
        report,
        earlier === text
          ? 'duplicate of an earlier row'
          : 'address already converted from an earlier row with other values (the earlier row is kept)',
      );
      continue;
    }
    seen.set(key, text);
    yield result.ok;
  }
}
