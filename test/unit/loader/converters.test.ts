/**
 * The dataset converters (loader/converters): the row -> record functions on rows copied from the
 * real files, the file-level rules (duplicates, skips, grouping by parcel) on small CSVs written
 * here, and every line of the committed samples against the import schema.
 */

import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CityLocator, cityLocator, type ZipRow } from '../../../loader/converters/city-zip.ts';
import { amount, knownCount, newReport, street } from '../../../loader/converters/common.ts';
import { type KingCountyRow, kingCountySale } from '../../../loader/converters/king-county.ts';
import {
  convertNashville,
  distinctSales,
  landUse,
  longDate,
  type NashvilleSale,
  nashvilleRecord,
  nashvilleSale,
  owner,
  ownerOccupied,
  recordingDate,
} from '../../../loader/converters/nashville.ts';
import { nashvilleSample } from '../../../loader/converters/nashville-sample.ts';
import { convertSacramento, type SacramentoRow, sacramentoDate, sacramentoRecord } from '../../../loader/converters/sacramento.ts';
import { ImportRecord } from '../../../shared/properties/records/import-record.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const ok = <T>(result: { ok: T } | { skip: string }): T => {
  if ('skip' in result) throw new Error(`skipped: ${result.skip}`);
  return result.ok;
};

describe('dates, amounts and counts', () => {
  it.each([
    ['Wed May 21 00:00:00 EDT 2008', '2008-05-21'],
    ['Thu May 15 00:00:00 EDT 2008', '2008-05-15'],
    ['Fri Feb 30 00:00:00 EST 2008', null],
    ['2008-05-21', null],
    ['', null],
  ])('sacramentoDate(%j) = %j', (text, expected) => {
    expect(sacramentoDate(text)).toBe(expected);
  });

  it.each([
    ['April 9, 2013', '2013-04-09'],
    ['December 13, 2019', '2019-12-13'],
    ['September  26, 2016', '2016-09-26'],
    ['April 31, 2013', null],
    ['2013-04-09', null],
    ['', null],
  ])('longDate(%j) = %j', (text, expected) => {
    expect(longDate(text)).toBe(expected);
  });

  it.each([
    ['$120,000 ', 120_000],
    ['120,000', 120_000],
    ['$1,124,900 ', 1_124_900],
    ['240000', 240_000],
    ['2.3', 2.3],
    ['0', 0],
    ['', null],
    [undefined, null],
    ['n/a', null],
  ])('amount(%j) = %j', (text, expected) => {
    expect(amount(text)).toBe(expected);
  });

  it.each([
    ['0', null],
    ['', null],
    ['3', 3],
    ['1167', 1167],
  ])('knownCount(%j) = %j: 0 is "not known", never a count', (text, expected) => {
    expect(knownCount(text)).toBe(expected);
  });

  it.each([
    ['20130412-0036474', '2013-04-09', '2013-04-12'],
    ['20130409-0036474', '2013-04-09', '2013-04-09'],
    ['20120522-0051704', '2013-05-15', null], // recorded a year before the sale: a typo in one of the two
    ['20160652-0005046', '2016-05-13', null], // no such day
    ['-2020316', '2015-06-03', null],
    ['20150310 -0020554', '2015-03-09', null],
    [null, '2015-03-09', null],
  ])('recordingDate(%j, %j) = %j', (legal, sale, expected) => {
    expect(recordingDate(legal, sale)).toBe(expected);
  });
});

const SACRAMENTO_ROW: SacramentoRow = {
  street: '3526 HIGH ST',
  city: 'SACRAMENTO',
  zip: '95838',
  state: 'CA',
  beds: '2',
  baths: '1',
  sq__ft: '836',
  type: 'Residential',
  sale_date: 'Wed May 21 00:00:00 EDT 2008',
  price: '59222',
  latitude: '38.631913',
  longitude: '-121.434879',
};

describe('sacramentoRecord', () => {
  it('converts a sale row to a property with that sale', () => {
    expect(ok(sacramentoRecord(SACRAMENTO_ROW, 1))).toEqual({
      property_id: 810_000_001,
      data_source: 'sacramento-sales',
      address: {
        formatted_street_address: '3526 HIGH ST',
        city: 'SACRAMENTO',
        state: 'CA',
        zip_code: '95838',
        latitude: 38.631913,
        longitude: -121.434879,
        street_number: '3526',
        street_pre_direction: null,
        street_name: 'HIGH',
        street_suffix: 'ST',
        street_post_direction: null,
        unit_type: null,
        unit_number: null,
        geocoding_accuracy: 'street',
      },
      property_type: 'Single Family Residential',
      structure: { beds_count: 2, baths: 1, living_area_sqft: 836 },
      last_sale: { date: '2008-05-21', price: 59222, document_type: 'GRANT_DEED' },
      transactions: [
        {
          SALE_DATE: '2008-05-21',
          RECORDING_DATE: '2008-05-21',
          SALE_AMT: '59222',
          DOCUMENT_TYPE: 'GRANT_DEED',
          BUYER_BORROWER1_NAME: null,
          SELLER1_NAME: null,
        },
      ],
    });
  });

  it('turns the 0 of an unknown bed, bath or area count into null', () => {
    const record = ok(sacramentoRecord({ ...SACRAMENTO_ROW, beds: '0', baths: '0', sq__ft: '0' }, 2));
    expect(record.structure).toEqual({ beds_count: null, baths: null, living_area_sqft: null });
  });

  it('parses units and maps the type', () => {
    const record = ok(
      sacramentoRecord({ ...SACRAMENTO_ROW, street: '5201 LAGUNA OAKS DR Unit 140', city: 'ELK GROVE', zip: '95758', type: 'Condo' }, 3),
    );
    expect(record.address).toMatchObject({
      formatted_street_address: '5201 LAGUNA OAKS DR UNIT 140',
      city: 'ELK GROVE',
      street_name: 'LAGUNA OAKS',
      unit_type: 'UNIT',
      unit_number: '140',
    });
    expect(record.property_type).toBe('Condominium');
  });

  it.each([
    ['Residential', 'Single Family Residential'],
    ['Condo', 'Condominium'],
    ['Multi-Family', 'Multi-Family'],
    ['Unkown', null],
  ])('type %j -> %j', (type, expected) => {
    expect(ok(sacramentoRecord({ ...SACRAMENTO_ROW, type }, 4)).property_type).toBe(expected);
  });

  it.each([
    [{ street: '#NA' }, 'no street address (street is "#NA")'],
    [{ zip: '9583' }, 'zip is not 5 digits'],
    [{ latitude: '' }, 'no coordinates'],
    [{ sale_date: 'May 2008' }, 'sale date not readable'],
  ])('skips %j: %s', (change, reason) => {
    expect(sacramentoRecord({ ...SACRAMENTO_ROW, ...change }, 5)).toEqual({ skip: reason });
  });
});

// Header and rows as in the real file: BOM, "UniqueID " with a trailing space, CRLF, quoted commas.
const NASHVILLE_HEADER =
  '\uFEFFUniqueID ,ParcelID,LandUse,PropertyAddress,SaleDate,SalePrice,LegalReference,SoldAsVacant,OwnerName,OwnerAddress,Acreage,TaxDistrict,LandValue,BuildingValue,TotalValue,YearBuilt,Bedrooms,FullBath,HalfBath';
const NASHVILLE_ROWS = {
  foxChase:
    '2045,007 00 0 125.00,SINGLE FAMILY,"1808  FOX CHASE DR, GOODLETTSVILLE","April 9, 2013",240000,20130412-0036474,No,"FRAZIER, CYRENTHA LYNETTE","1808  FOX CHASE DR, GOODLETTSVILLE, TN",2.3,GENERAL SERVICES DISTRICT,50000,168200,235700,1986,3,3,0',
  cliftonFirst:
    '32960,092 05 0 265.00,SINGLE FAMILY,"3312  CLIFTON AVE, NASHVILLE","June 11, 2015",65000,20150617-0057747,No,"KHAZANOV, MAX","3312  CLIFTON AVE, NASHVILLE, TN",0.16,URBAN SERVICES DISTRICT,13000,54900,67900,1962,3,1,0',
  cliftonSecond:
    '45214,092 05 0 265.00,SINGLE FAMILY,"3312  CLIFTON AVE, NASHVILLE","March 21, 2016","$85,000 ",20160331-0030326,No,"KHAZANOV, MAX","3312  CLIFTON AVE, NASHVILLE, TN",0.16,URBAN SERVICES DISTRICT,13000,54900,67900,1962,3,1,0',
  trinity:
    '40637,070 06 0 041.00,SINGLE FAMILY,"1110  W TRINITY LN, NASHVILLE","November 19, 2015",2040000,20151130-0120429,No,"CUMBERLAND DEVELOPMENT PARTNERS, LLC","1110  W TRINITY LN, NASHVILLE, TN",3.03,URBAN SERVICES DISTRICT,44800,1400,47000,1940,0,1,0',
  condo: '2060,007 03 0B 111.00,RESIDENTIAL CONDO,"212  BRITTANY PARK CT, ANTIOCH","April 4, 2013",77000,20130415-0037349,No,,,,,,,,,,,',
  sadie:
    '999,026 14 0 023.00,VACANT RESIDENTIAL LAND,"1976 SADIE  LN, GOODLETTSVILLE","May 1, 2014","5,000",20140506-0038400,No,"DOE, JANE","2001  SADIE LN, GOODLETTSVILLE, TN",0.5,GENERAL SERVICES DISTRICT,9000,0,9000,,,0,0',
};

const raw = (line: string): Record<string, string> =>
  (
    parse(`${NASHVILLE_HEADER}\n${line}`, { bom: true, columns: (header: string[]) => header.map((h) => h.trim()) }) as Record<
      string,
      string
    >[]
  )[0]!;
const sale = (line: string): NashvilleSale => ok(nashvilleSale(raw(line)));

const ZIPS: ZipRow[] = [
  {
    zip: '37070',
    city: 'Goodlettsville',
    state: 'TN',
    lat: 36.186605,
    lon: -86.785248,
    coord_source: 'us_zip_latlon',
    county_fips: '47037',
  },
  {
    zip: '37072',
    city: 'Goodlettsville',
    state: 'TN',
    lat: 36.35214,
    lon: -86.746651,
    coord_source: 'census_gazetteer',
    county_fips: '47037',
  },
  { zip: '37013', city: 'Antioch', state: 'TN', lat: 36.052237, lon: -86.632503, coord_source: 'census_gazetteer', county_fips: '47037' },
  { zip: '37203', city: 'Nashville', state: 'TN', lat: 36.149614, lon: -86.790618, coord_source: 'census_gazetteer', county_fips: '47037' },
  { zip: '37207', city: 'Nashville', state: 'TN', lat: 36.233774, lon: -86.775969, coord_source: 'census_gazetteer', county_fips: '47037' },
  { zip: '37211', city: 'Nashville', state: 'TN', lat: 36.067234, lon: -86.723711, coord_source: 'census_gazetteer', county_fips: '47037' },
  { zip: '37027', city: 'Brentwood', state: 'TN', lat: 35.999288, lon: -86.785062, coord_source: 'census_gazetteer', county_fips: '47187' },
  { zip: '37024', city: 'Brentwood', state: 'TN', lat: 35.874553, lon: -86.907565, coord_source: 'us_zip_latlon', county_fips: '47037' },
  { zip: '98101', city: 'Seattle', state: 'WA', lat: 47.61, lon: -122.33, coord_source: 'census_gazetteer', county_fips: '53033' },
];
const locate: CityLocator = cityLocator(ZIPS, 'TN', '47037');

describe('cityLocator', () => {
  it.each([
    ['GOODLETTSVILLE', { zip: '37072', latitude: 36.35214, longitude: -86.746651, accuracy: 'zip_centroid' }], // 37070 is a PO-box zip
    ['Antioch', { zip: '37013', latitude: 36.052237, longitude: -86.632503, accuracy: 'zip_centroid' }],
    ['BRENTWOOD', { zip: '37027', latitude: 35.999288, longitude: -86.785062, accuracy: 'zip_centroid' }], // its residential zip is counted in Williamson County
    ['NASHVILLE', { zip: '37203', latitude: 36.150207, longitude: -86.763433, accuracy: 'city_centroid' }], // the mean of three, and the zip nearest it
    ['SEATTLE', null],
    ['BELLEVUE', null],
  ])('%s -> %j', (city, expected) => {
    expect(locate(city)).toEqual(expected);
  });
});

describe('Nashville rows', () => {
  it('reads a row: dates, "$85,000 ", recording date from the instrument number', () => {
    expect(sale(NASHVILLE_ROWS.cliftonSecond)).toMatchObject({
      uniqueId: 45214,
      parcelId: '092 05 0 265.00',
      saleDate: '2016-03-21',
      price: 85_000,
      recordingDate: '2016-03-31',
      legalReference: '20160331-0030326',
    });
  });

  it.each([
    ['UniqueID', 'x', 'UniqueID is not a number'],
    ['ParcelID', ' ', 'no ParcelID'],
    ['SaleDate', '2013-04-09', 'SaleDate not readable'],
    ['SalePrice', '', 'SalePrice not readable'],
  ])('skips a row whose %s is %j', (column, value, reason) => {
    expect(nashvilleSale({ ...raw(NASHVILLE_ROWS.foxChase), [column]: value })).toEqual({ skip: reason });
  });

  it.each([
    ['1808  FOX CHASE DR, GOODLETTSVILLE', '1808 FOX CHASE DR', 'GOODLETTSVILLE'],
    ['1864 FOX CHASE  DR, GOODLETTSVILLE', '1864 FOX CHASE DR', 'GOODLETTSVILLE'],
    ['1808  FOX CHASE DR, GOODLETTSVILLE, TN', '1808 FOX CHASE DR', 'GOODLETTSVILLE'],
    ['600  12TH AVE S, NASHVILLE', '600 12TH AVE S', 'NASHVILLE'],
    ['12009  OLD HICKORY BLVD, HERMITAGE', '12009 OLD HICKORY BLVD', 'HERMITAGE'],
  ])('address %j -> %j in %j', (text, line, city) => {
    const s = street(text);
    expect(s.line).toBe(line);
    expect(s.parsed?.city).toBe(city);
  });

  it.each([
    ['SINGLE FAMILY', { type: 'Single Family Residential' }],
    ['ZERO LOT LINE', { type: 'Single Family Residential' }],
    ['RESIDENTIAL CONDO', { type: 'Condominium' }],
    ['DUPLEX', { type: 'Multi-Family', units: 2 }],
    ['QUADPLEX', { type: 'Multi-Family', units: 4 }],
    ['VACANT RES LAND', { type: 'Vacant Land' }],
    ['CHURCH', { type: 'CHURCH' }],
    [null, null],
  ])('land use %j -> %j', (text, expected) => {
    expect(landUse(text)).toEqual(expected);
  });
});

describe('Nashville owner', () => {
  const property = (s: NashvilleSale) => street(s.propertyAddress!);

  it('reads the owner address, resolves its zip from its city, and says which owners are entities', () => {
    const s = sale(NASHVILLE_ROWS.trinity);
    expect(owner(s, property(s), 'NASHVILLE', locate)).toEqual({
      name: 'CUMBERLAND DEVELOPMENT PARTNERS, LLC',
      corporate_owner: true,
      owner_occupied: null,
      formatted_street_address: '1110 W TRINITY LN',
      city: 'NASHVILLE',
      state: 'TN',
      zip_code: '37203',
    });
    const person = sale(NASHVILLE_ROWS.foxChase);
    expect(owner(person, property(person), 'GOODLETTSVILLE', locate)).toMatchObject({
      name: 'FRAZIER, CYRENTHA LYNETTE',
      corporate_owner: false,
      zip_code: '37072',
    });
  });

  it('has no owner when the row names none, and null mailing fields when OwnerAddress is empty', () => {
    const condo = sale(NASHVILLE_ROWS.condo);
    expect(owner(condo, property(condo), 'ANTIOCH', locate)).toBeNull();
    const named = { ...condo, ownerName: 'SMITH, JOHN' };
    expect(owner(named, property(named), 'ANTIOCH', locate)).toEqual({
      name: 'SMITH, JOHN',
      corporate_owner: false,
      owner_occupied: null,
      formatted_street_address: null,
      city: null,
      state: null,
      zip_code: null,
    });
  });

  it.each([
    ['1808 FOX CHASE DR, GOODLETTSVILLE, TN', 'GOODLETTSVILLE', '1808  FOX CHASE DR, GOODLETTSVILLE', 'GOODLETTSVILLE', null], // the situs line: says nothing
    ['1808 FOX CHASE DR, GOODLETTSVILLE, TN', 'GOODLETTSVILLE', '1808 FOX CHASE DRIVE, GOODLETTSVILLE', 'GOODLETTSVILLE', null],
    ['2001 SADIE LN, GOODLETTSVILLE, TN', 'GOODLETTSVILLE', '1976 SADIE  LN, GOODLETTSVILLE', 'GOODLETTSVILLE', false],
    ['1808 FOX CHASE DR, MADISON, TN', 'MADISON', '1808 FOX CHASE DR, GOODLETTSVILLE', 'GOODLETTSVILLE', false],
    [null, null, '1808 FOX CHASE DR, GOODLETTSVILLE', 'GOODLETTSVILLE', null],
  ])('owner-occupied: owner %j, property %j -> %j', (ownerText, ownerCity, propertyText, propertyCity, expected) => {
    expect(ownerOccupied(ownerText === null ? null : street(ownerText), ownerCity, street(propertyText), propertyCity)).toBe(expected);
  });
});

describe('nashvilleRecord', () => {
  it('converts a parcel: address, city zip, parcel, assessment, structure, owner, sale', () => {
    expect(ok(nashvilleRecord([sale(NASHVILLE_ROWS.foxChase)], locate))).toEqual({
      property_id: 820_002_045,
      data_source: 'nashville-housing',
      address: {
        formatted_street_address: '1808 FOX CHASE DR',
        city: 'GOODLETTSVILLE',
        state: 'TN',
        zip_code: '37072',
        latitude: 36.35214,
        longitude: -86.746651,
        street_number: '1808',
        street_pre_direction: null,
        street_name: 'FOX CHASE',
        street_suffix: 'DR',
        street_post_direction: null,
        unit_type: null,
        unit_number: null,
        geocoding_accuracy: 'zip_centroid',
      },
      county: 'Davidson',
      property_type: 'Single Family Residential',
      parcel: {
        apn_original: '007 00 0 125.00',
        fips_code: '47037',
        county_land_use_code: 'SINGLE FAMILY',
        area_acres: 2.3,
        area_sq_ft: 100_188,
      },
      assessments: { land_value: 50_000, improvement_value: 168_200, market_value: 235_700, assessed_value: null },
      tax_rate_code_area: 'GENERAL SERVICES DISTRICT',
      structure: { year_built: 1986, beds_count: 3, baths: 3, partial_baths_count: 0, units_count: null },
      owner: {
        name: 'FRAZIER, CYRENTHA LYNETTE',
        corporate_owner: false,
        owner_occupied: null,
        formatted_street_address: '1808 FOX CHASE DR',
        city: 'GOODLETTSVILLE',
        state: 'TN',
        zip_code: '37072',
      },
      last_sale: { date: '2013-04-09', price: 240_000, document_type: 'WARRANTY_DEED' },
      current_sale: { doc_num: '20130412-0036474', buyer_1: 'FRAZIER, CYRENTHA LYNETTE', buyer_2: null, seller_1: null, seller_2: null },
      transactions: [
        {
          SALE_DATE: '2013-04-09',
          RECORDING_DATE: '2013-04-12',
          SALE_AMT: '240000',
          DOCUMENT_TYPE: 'WARRANTY_DEED',
          DOC_NUM: '20130412-0036474',
          APN: '007 00 0 125.00',
          BUYER_BORROWER1_NAME: 'FRAZIER, CYRENTHA LYNETTE',
          SELLER1_NAME: null,
        },
      ],
    });
  });

  it('keeps every sale in date order and names the current owner as the buyer of the last one only', () => {
    const { kept } = distinctSales([sale(NASHVILLE_ROWS.cliftonSecond), sale(NASHVILLE_ROWS.cliftonFirst)]);
    const record = ok(nashvilleRecord(kept, locate));
    expect(record.property_id).toBe(820_032_960);
    expect(record.address).toMatchObject({
      formatted_street_address: '3312 CLIFTON AVE',
      zip_code: '37203',
      geocoding_accuracy: 'city_centroid',
    });
    expect(record.transactions!.map((t) => [t.SALE_DATE, t.SALE_AMT, t.BUYER_BORROWER1_NAME, t.SELLER1_NAME])).toEqual([
      ['2015-06-11', '65000', null, null],
      ['2016-03-21', '85000', 'KHAZANOV, MAX', null],
    ]);
    expect(record.last_sale).toEqual({ date: '2016-03-21', price: 85_000, document_type: 'WARRANTY_DEED' });
  });

  it('a deed listed twice for a parcel is one transaction, on its earliest sale date', () => {
    const first = sale(NASHVILLE_ROWS.cliftonFirst);
    const relisted = { ...first, uniqueId: 40_000, saleDate: '2015-09-24' };
    const { kept, repeated } = distinctSales([relisted, first, { ...first, uniqueId: 40_001 }]);
    expect(repeated).toBe(2);
    expect(kept).toEqual([first]);
  });

  it('null, not 0, for what the assessor does not know; 0 half baths only beside known full baths', () => {
    const trinity = ok(nashvilleRecord([sale(NASHVILLE_ROWS.trinity)], locate));
    expect(trinity.structure).toEqual({ year_built: 1940, beds_count: null, baths: 1, partial_baths_count: 0, units_count: null });
    const lot = ok(nashvilleRecord([sale(NASHVILLE_ROWS.sadie)], locate));
    expect(lot.structure).toBeNull();
    expect(lot.assessments).toEqual({ land_value: 9000, improvement_value: 0, market_value: 9000, assessed_value: null });
    expect(lot.owner).toMatchObject({ formatted_street_address: '2001 SADIE LN', owner_occupied: false });
    const condo = ok(nashvilleRecord([sale(NASHVILLE_ROWS.condo)], locate));
    expect(condo).toMatchObject({
      owner: null,
      assessments: null,
      structure: null,
      parcel: { area_acres: null, area_sq_ft: null },
      property_type: 'Condominium',
    });
  });

  it.each([
    ['"0, NASHVILLE"', 'PropertyAddress is not a street address ("0, NASHVILLE")'],
    ['"1 MAIN ST, BELLEVUE"', 'city not in the zip table (BELLEVUE)'],
    ['', 'no PropertyAddress on any row of the parcel'],
  ])('skips a parcel whose address is %s', (address, reason) => {
    const line = NASHVILLE_ROWS.condo.replace('"212  BRITTANY PARK CT, ANTIOCH"', address);
    expect(nashvilleRecord([sale(line)], locate)).toEqual({ skip: reason });
  });
});

describe('whole files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'converters-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('sacramento: one property per address; #NA streets and repeated addresses are counted, not written', async () => {
    const header = 'street,city,zip,state,beds,baths,sq__ft,type,sale_date,price,latitude,longitude';
    const rows = [
      '3526 HIGH ST,SACRAMENTO,95838,CA,2,1,836,Residential,Wed May 21 00:00:00 EDT 2008,59222,38.631913,-121.434879',
      '#NA,ELK GROVE,95758,CA,2,2,1039,Condo,Wed May 21 00:00:00 EDT 2008,141000,38.423251,-121.444489',
      '1223 LAMBERTON CIR,SACRAMENTO,95838,CA,3,2,1370,Residential,Mon May 19 00:00:00 EDT 2008,155435,38.646677,-121.437573',
      '1223 LAMBERTON CIR,SACRAMENTO,95838,CA,3,2,1370,Residential,Mon May 19 00:00:00 EDT 2008,155500,38.646677,-121.437573',
      '3526 HIGH ST,SACRAMENTO,95838,CA,2,1,836,Residential,Wed May 21 00:00:00 EDT 2008,59222,38.631913,-121.434879',
    ];
    const path = join(dir, 'sacramento.csv');
    await writeFile(path, `${[header, ...rows].join('\r\n')}\r\n`);
    const report = newReport();
    const records = await collect(convertSacramento(path, report));
    expect(records.map((r) => [r.property_id, r.address.formatted_street_address, r.last_sale?.price])).toEqual([
      [810_000_001, '3526 HIGH ST', 59222],
      [810_000_003, '1223 LAMBERTON CIR', 155435],
    ]);
    expect(report.rows).toBe(5);
    expect(Object.fromEntries(report.skipped)).toEqual({
      'no street address (street is "#NA")': 1,
      'address already converted from an earlier row with other values (the earlier row is kept)': 1,
      'duplicate of an earlier row': 1,
    });
  });

  it('nashville: BOM, padded header, a blank address, a repeated deed, parcels in UniqueID order', async () => {
    const blankAddress = NASHVILLE_ROWS.cliftonSecond.replace('"3312  CLIFTON AVE, NASHVILLE"', '');
    const lines = [
      NASHVILLE_HEADER,
      NASHVILLE_ROWS.cliftonFirst,
      NASHVILLE_ROWS.foxChase,
      blankAddress,
      NASHVILLE_ROWS.cliftonFirst.replace(/^32960/, '50000'),
      NASHVILLE_ROWS.condo.replace('"April 4, 2013"', 'soon'),
    ];
    const path = join(dir, 'nashville.csv');
    await writeFile(path, `${lines.join('\r\n')}\r\n`);
    const report = newReport();
    const records = await collect(convertNashville(path, locate, report));
    expect(records.map((r) => [r.property_id, r.address.formatted_street_address, r.transactions!.length])).toEqual([
      [820_002_045, '1808 FOX CHASE DR', 1],
      [820_032_960, '3312 CLIFTON AVE', 2],
    ]);
    expect(report.rows).toBe(5);
    expect(Object.fromEntries(report.skipped)).toEqual({
      'SaleDate not readable': 1,
      'deed already listed for the parcel (same LegalReference): one transaction, on the earliest sale date': 1,
    });
  });
});

describe('nashvilleSample', () => {
  const parcel = (id: number, ownerName: string | null, ownerStreet: string, sales = 1): ImportRecord => ({
    property_id: id,
    address: {
      formatted_street_address: `${id} MAIN ST`,
      city: 'NASHVILLE',
      state: 'TN',
      zip_code: '37203',
      latitude: 36.15,
      longitude: -86.76,
    },
    owner: { name: ownerName, formatted_street_address: ownerStreet, city: 'NASHVILLE', state: 'TN', zip_code: '37203' },
    transactions: Array.from({ length: sales }, () => ({ SALE_AMT: '1000' })),
  });
  const records = [
    parcel(1, 'LONE OWNER', '1 MAIN ST'), // none of the three groups
    parcel(2, 'Hill 33, LLC', '2 MAIN ST'), // 2-4: one owner, three parcels
    parcel(3, 'HILL 33 LLC', '3 MAIN ST'),
    parcel(4, 'HILL 33, L.L.C.', '4 MAIN ST'),
    parcel(5, 'RESELLER', '5 MAIN ST', 2), // sold twice
    parcel(6, 'PRIME NASHVILLE, LLC', '0 MCKINLEY ST'), // 6-7: one owner, two parcels at one owner address
    parcel(7, 'PRIME NASHVILLE LLC', '0 McKinley Street'),
    parcel(8, null, '0 MCKINLEY ST'), // no owner name: not part of that portfolio
  ];
  const ids = (rs: ImportRecord[]) => rs.map((r) => r.property_id);
  const gzipBytes = (rs: ImportRecord[]) => gzipSync(rs.map((r) => `${JSON.stringify(r)}\n`).join(''), { level: 9 }).length;

  it('takes owner-address portfolios, then owner-name portfolios of 3+, then resold parcels, in property_id order', () => {
    expect(ids(nashvilleSample(records, 1_000_000))).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('fills the gzip budget in that order of priority', () => {
    expect(ids(nashvilleSample(records, gzipBytes([records[5]!, records[6]!])))).toEqual([6, 7]);
    expect(ids(nashvilleSample(records, gzipBytes(records.slice(1, 4).concat(records.slice(5, 7)))))).toEqual([2, 3, 4, 6, 7]);
  });
});

describe('committed samples', () => {
  const lines = (file: string) => {
    const bytes = readFileSync(join(ROOT, 'data/samples', file));
    return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').split('\n').filter(Boolean);
  };

  it.each([
    ['sacramento-sales.ndjson', 'sacramento-sales', 810_000_000],
    ['nashville-housing-sample.ndjson.gz', 'nashville-housing', 820_000_000],
  ])('every line of %s is an import record of its source, in its id range, once', (file, source, idBase) => {
    const ids = new Set<number>();
    for (const line of lines(file)) {
      const record = ImportRecord.parse(JSON.parse(line));
      expect(record.data_source).toBe(source);
      expect(record.property_id - idBase).toBeGreaterThanOrEqual(0);
      expect(record.property_id - idBase).toBeLessThan(1_000_000);
      ids.add(record.property_id);
    }
    expect(ids.size).toBe(lines(file).length);
  });

  it('no unknown count was written as 0, and no Nashville point claims more than zip precision', () => {
    const records = [...lines('sacramento-sales.ndjson'), ...lines('nashville-housing-sample.ndjson.gz')].map(
      (l) => JSON.parse(l) as ImportRecord,
    );
    for (const r of records) {
      expect([r.structure?.beds_count, r.structure?.baths, r.structure?.living_area_sqft]).not.toContain(0);
      if (r.data_source === 'nashville-housing') expect(['zip_centroid', 'city_centroid']).toContain(r.address.geocoding_accuracy);
    }
  });
});

describe('King County rows', () => {
  const row = (over: Partial<KingCountyRow> = {}): KingCountyRow => ({
    id: '7129300520',
    date: '20141013T000000',
    price: '221900',
    bedrooms: '3',
    bathrooms: '1',
    sqft_living: '1180',
    sqft_lot: '5650',
    floors: '1',
    condition: '3',
    grade: '7',
    yr_built: '1955',
    yr_renovated: '0',
    sqft_above: '1180',
    sqft_basement: '0',
    zipcode: '98178',
    lat: '47.5112',
    long: '-122.257',
    waterfront: '0',
    view: '0',
    ...over,
  });
  const cities = new Map([['98178', 'SEATTLE']]);

  it.each([
    ['0', '0', false, 0],
    ['1', '4', true, 4],
    ['', '', null, null],
    ['2', '5', null, null],
  ])('waterfront %j and view %j are parcel.waterfront %j and parcel.view %j', (waterfront, view, flag, rating) => {
    const sale = kingCountySale(row({ waterfront, view }), 1, cities);
    expect('ok' in sale && sale.ok.record.parcel).toMatchObject({ waterfront: flag, view: rating });
  });

  it('grade and condition by their assessor names', () => {
    const sale = kingCountySale(row(), 1, cities);
    expect('ok' in sale && sale.ok.record.structure).toMatchObject({ quality: 'Average', condition: 'Average' });
  });

  it.each([
    ['0', null],
    ['', null],
    ['1990', 1990],
    ['1955', 1955],
    ['1950', null],
  ])('yr_renovated %j is effective_year_built %j (built 1955)', (yr_renovated, effective) => {
    const sale = kingCountySale(row({ yr_renovated }), 1, cities);
    expect('ok' in sale && sale.ok.record.structure?.effective_year_built).toBe(effective);
  });

  it.each([
    // basement, above ground, floors: the footprint is above / floors
    ['0', '1180', '1', 'None'],
    ['900', '1180', '1', 'Full'],
    ['500', '1180', '1', 'Partial'],
    ['500', '1200', '2', 'Full'],
    ['400', '1200', '2', 'Partial'],
    ['', '1180', '1', null],
    ['500', '', '1', null],
  ])('a basement of %j sqft under %j sqft on %j floors is %j', (sqft_basement, sqft_above, floors, type) => {
    const sale = kingCountySale(row({ sqft_basement, sqft_above, floors }), 1, cities);
    expect('ok' in sale && sale.ok.record.structure?.basement_type).toBe(type);
  });
});
