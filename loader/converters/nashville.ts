/**
 * Nashville Housing Data for Data Cleaning (its SOURCE.txt): sales
 * 2013-2016 in Davidson County, TN -> import records: one property per ParcelID with all its
 * sales as transactions, the parcel's assessor fields and its current owner.
 *
 * - property_id = 820,000,000 + the parcel's lowest UniqueID (range 820,000,000-820,999,999).
 * - No coordinates and no zips in the file: zip and point come from the city (city-zip.ts), with
 *   geocoding_accuracy `zip_centroid` or `city_centroid`. All NASHVILLE addresses share one
 *   chosen zip and the city centroid.
 * - Sales are sorted by date. The file has no buyer or seller per sale; OwnerName (the assessor's
 *   current owner) is taken as the buyer of the parcel's last sale only, earlier buyers and all
 *   sellers stay null. DOCUMENT_TYPE WARRANTY_DEED is an assumption (the usual deed of a
 *   Tennessee sale). LegalReference is the Register of Deeds instrument number, "YYYYMMDD-NNNNNNN"
 *   with the recording date in front: that date is the RECORDING_DATE when it is a real day on or
 *   within a year after the sale date (99.7% of rows), else null.
 * - A deed listed twice for one parcel (same LegalReference: 104 identical rows, 19 with a
 *   second, later sale date) is one transaction, on its earliest sale date.
 * - Rows without PropertyAddress take the address of the parcel's other rows.
 * - OwnerAddress is the parcel's own address on 98.6% of the rows that have one, including
 *   2,061 of the 2,108 rows owned by an LLC: it is the assessor's situs line, not where the owner
 *   gets mail. So an owner address equal to the property says nothing about occupancy (null);
 *   only an owner address elsewhere says the owner does not live there (false). Its zip is
 *   resolved from its city like the property's, so parcels that share an owner address line share
 *   owner_mail_key.
 */
import { streetKey } from '../../shared/addresses/index.ts';
import { isEntityName, normalizeName } from '../../shared/analytics/names.ts';
import type { ImportRecord, ImportTransaction } from '../../shared/properties/records/import-record.ts';
import type { CityLocator } from './city-zip.ts';
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
  type Street,
  skip,
  street,
} from './common.ts';

export const NASHVILLE_SOURCE = 'nashville-housing';
export const NASHVILLE_ID_BASE = 820_000_000;
const COUNTY_FIPS = '47037';
const STATE = 'TN';
const SQFT_PER_ACRE = 43_560;
const DOCUMENT_TYPE = 'WARRANTY_DEED';

/** One CSV row, typed; the parcel's assessor and owner fields repeat on each of its rows. */
export interface NashvilleSale {
  uniqueId: number;
  parcelId: string;
  landUse: string | null;
  propertyAddress: string | null;
  saleDate: string;
  price: number;
  legalReference: string | null;
  recordingDate: string | null;
  ownerName: string | null;
  ownerAddress: string | null;
  acreage: number | null;
  taxDistrict: string | null;
  landValue: number | null;
  buildingValue: number | null;
  totalValue: number | null;
  yearBuilt: number | null;
  bedrooms: number | null;
  fullBaths: number | null;
  halfBaths: number | null;
}

const orNull = (text: string | undefined) => collapse(text) || null;

/** "April 9, 2013" -> "2013-04-09". */
export function longDate(text: string): string | null {
  const m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(collapse(text));
  const month = m && monthNumber(m[1]!);
  return m && month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
}

const DAY_MS = 86_400_000;

/** The recording date printed at the front of the instrument number, when it fits the sale date. */
export function recordingDate(legalReference: string | null, saleDate: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})-/.exec(legalReference ?? '');
  const date = m && isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (!date) return null;
  const days = (Date.parse(date) - Date.parse(saleDate)) / DAY_MS;
  return days >= 0 && days <= 365 ? date : null;
}

export function nashvilleSale(raw: Record<string, string>): Converted<NashvilleSale> {
  if (!/^\d+$/.test(raw.UniqueID ?? '')) return { skip: 'UniqueID is not a number' };
  const uniqueId = Number(raw.UniqueID);
  const parcelId = collapse(raw.ParcelID);
  if (!parcelId) return { skip: 'no ParcelID' };
  const saleDate = longDate(raw.SaleDate ?? '');
  if (!saleDate) return { skip: 'SaleDate not readable' };
  const price = amount(raw.SalePrice);
  if (price === null) return { skip: 'SalePrice not readable' };
  const legalReference = orNull(raw.LegalReference);
  return {
    ok: {
      uniqueId,
      parcelId,
      landUse: orNull(raw.LandUse),
      propertyAddress: orNull(raw.PropertyAddress),
      saleDate,
      price,
      legalReference,
      recordingDate: recordingDate(legalReference, saleDate),
      ownerName: orNull(raw.OwnerName),
      ownerAddress: orNull(raw.OwnerAddress),
      acreage: amount(raw.Acreage),
      taxDistrict: orNull(raw.TaxDistrict),
      landValue: amount(raw.LandValue),
      buildingValue: amount(raw.BuildingValue),
      totalValue: amount(raw.TotalValue),
      yearBuilt: knownCount(raw.YearBuilt),
      // 0 bedrooms and 0 full baths are churches, shops and vacant lots: not known, not none
      bedrooms: knownCount(raw.Bedrooms),
      fullBaths: knownCount(raw.FullBath),
      halfBaths: amount(raw.HalfBath),
    },
  };
}

interface LandUse {
  type: string;
  units?: number;
}

const LAND_USES: Record<string, LandUse> = {
  'SINGLE FAMILY': { type: 'Single Family Residential' },
  // Metro's zero-lot-line class is a detached single-family house built on one lot line
  'ZERO LOT LINE': { type: 'Single Family Residential' },
  'RESIDENTIAL CONDO': { type: 'Condominium' },
  CONDO: { type: 'Condominium' },
  DUPLEX: { type: 'Multi-Family', units: 2 },
  TRIPLEX: { type: 'Multi-Family', units: 3 },
  QUADPLEX: { type: 'Multi-Family', units: 4 },
  'MOBILE HOME': { type: 'Mobile Home' },
  'VACANT RESIDENTIAL LAND': { type: 'Vacant Land' },
  'VACANT RES LAND': { type: 'Vacant Land' },
  'VACANT RESIENTIAL LAND': { type: 'Vacant Land' },
};

/** Residential classes in the project's words; every other class keeps the assessor's wording. */
export function landUse(text: string | null): LandUse | null {
  return text === null ? null : (LAND_USES[text] ?? { type: text });
}

/** See the file comment: a shared owner/property address line is no evidence of occupancy. */
export function ownerOccupied(owner: Street | null, ownerCity: string | null, property: Street, propertyCity: string): boolean | null {
  const ownerKey = owner?.parsed ? streetKey(owner.parsed) : null;
  const propertyKey = property.parsed ? streetKey(property.parsed) : null;
  if (ownerKey === null || propertyKey === null || ownerCity === null) return null;
  return ownerKey === propertyKey && ownerCity === propertyCity ? null : false;
}

export function owner(sale: NashvilleSale, property: Street, propertyCity: string, locate: CityLocator): ImportRecord['owner'] {
  if (sale.ownerName === null && sale.ownerAddress === null) return null;
  const name = sale.ownerName;
  const mail = sale.ownerAddress === null ? null : street(sale.ownerAddress);
  const city = mail?.parsed?.city ?? null;
  return {
    name,
    corporate_owner: name === null ? null : isEntityName(normalizeName(name)),
    owner_occupied: ownerOccupied(mail, city, property, propertyCity),
    formatted_street_address: mail?.line ?? null,
    city,
    state: mail === null ? null : (mail.parsed?.state ?? STATE),
    zip_code: city === null ? null : (locate(city)?.zip ?? null),
  };
}

/** Sales by date (then instrument number, then row); a deed listed again for the parcel is dropped. */
export function distinctSales(sales: readonly NashvilleSale[]): { kept: NashvilleSale[]; repeated: number } {
  const sorted = [...sales].sort(
    (a, b) =>
      a.saleDate.localeCompare(b.saleDate) || (a.legalReference ?? '').localeCompare(b.legalReference ?? '') || a.uniqueId - b.uniqueId,
  );
  const deeds = new Set<string>();
  const kept = sorted.filter((s) => {
    if (s.legalReference === null) return true;
    if (deeds.has(s.legalReference)) return false;
    deeds.add(s.legalReference);
    return true;
  });
  return { kept, repeated: sales.length - kept.length };
}

function transaction(sale: NashvilleSale, buyer: string | null): ImportTransaction {
  return {
    SALE_DATE: sale.saleDate,
    RECORDING_DATE: sale.recordingDate,
    SALE_AMT: String(sale.price),
    DOCUMENT_TYPE,
    DOC_NUM: sale.legalReference,
    APN: sale.parcelId,
    BUYER_BORROWER1_NAME: buyer,
    SELLER1_NAME: null,
  };
}

/** One parcel's sales (already distinct, in date order) -> its record. */
export function nashvilleRecord(sales: readonly NashvilleSale[], locate: CityLocator): Converted<ImportRecord> {
  const last = sales.at(-1);
  if (!last) return { skip: 'no sales' };
  const addressText = sales.findLast((s) => s.propertyAddress !== null)?.propertyAddress;
  if (!addressText) return { skip: 'no PropertyAddress on any row of the parcel' };
  const property = street(addressText);
  if (!property.parsed) return { skip: 'PropertyAddress is not a street address ("0, NASHVILLE")' };
  const city = property.parsed.city;
  if (!city) return { skip: 'PropertyAddress has no city' };
  const location = locate(city);
  if (!location) return { skip: `city not in the zip table (${city})` };

  const use = landUse(last.landUse);
  const structure = {
    year_built: last.yearBuilt,
    beds_count: last.bedrooms,
    baths: last.fullBaths,
    // 0 half baths is a count only beside a known number of full baths
    partial_baths_count: last.fullBaths === null ? null : last.halfBaths,
    units_count: use?.units ?? null,
  };
  const buyer = last.ownerName;
  return {
    ok: {
      property_id: NASHVILLE_ID_BASE + Math.min(...sales.map((s) => s.uniqueId)),
      data_source: NASHVILLE_SOURCE,
      address: {
        formatted_street_address: property.line,
        city,
        state: STATE,
        zip_code: location.zip,
        latitude: location.latitude,
        longitude: location.longitude,
        ...addressParts(property.parsed),
        geocoding_accuracy: location.accuracy,
      },
      county: 'Davidson',
      property_type: use?.type ?? null,
      parcel: {
        apn_original: last.parcelId,
        fips_code: COUNTY_FIPS,
        county_land_use_code: last.landUse,
        area_acres: last.acreage,
        // the loader's lot size reads square feet; the acreage is given to 0.01 acre
        area_sq_ft: last.acreage === null ? null : Math.round(last.acreage * SQFT_PER_ACRE),
      },
      assessments:
        last.totalValue === null
          ? null
          : { land_value: last.landValue, improvement_value: last.buildingValue, market_value: last.totalValue, assessed_value: null },
      tax_rate_code_area: last.taxDistrict,
      structure: Object.values(structure).every((v) => v === null) ? null : structure,
      owner: owner(last, property, city, locate),
      last_sale: { date: last.saleDate, price: last.price, document_type: DOCUMENT_TYPE },
      current_sale: { doc_num: last.legalReference, buyer_1: buyer, buyer_2: null, seller_1: null, seller_2: null },
      transactions: sales.map((s) => transaction(s, s === last ? buyer : null)),
    },
  };
}

/** Reads the whole file (a parcel's rows are scattered through it), then yields parcels by property_id. */
export async function* convertNashville(path: string, locate: CityLocator, report: ConvertReport): AsyncGenerator<ImportRecord> {
  const parcels = new Map<string, NashvilleSale[]>();
  for await (const raw of readCsv(path)) {
    report.rows++;
    const sale = nashvilleSale(raw);
    if ('skip' in sale) {
      skip(report, sale.skip);
      continue;
    }
    const list = parcels.get(sale.ok.parcelId);
    if (list) list.push(sale.ok);
    else parcels.set(sale.ok.parcelId, [sale.ok]);
  }
  const ordered = [...parcels.values()].sort((a, b) => Math.min(...a.map((s) => s.uniqueId)) - Math.min(...b.map((s) => s.uniqueId)));
  for (const rows of ordered) {
    const { kept, repeated } = distinctSales(rows);
    if (repeated > 0)
      skip(report, 'deed already listed for the parcel (same LegalReference): one transaction, on the earliest sale date', repeated);
    const result = nashvilleRecord(kept, locate);
    if ('skip' in result) skip(report, result.skip, kept.length);
    else yield result.ok;
  }
}
