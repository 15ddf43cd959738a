import { describe, expect, it } from 'vitest';
import { canonicalRecord } from '../../../../../loader/ingest/records.ts';
import {
  LegacyProperty,
  type LegacyTransactionRow,
  RECENT_TRANSACTIONS,
  toLegacyProperty,
} from '../../../../../shared/properties/records/legacy.ts';
import type { PropertyRecord } from '../../../../../shared/properties/records/record-schema.ts';
import { property } from '../../../../support/records.ts';

const doc = (over: Parameters<typeof property>[2] = {}) =>
  canonicalRecord(
    property(7, '12 Oak St', { zip: '59801', city: 'MISSOULA', state: 'MT', lat: 46.87, lon: -113.99, ...over }),
  ) as unknown as PropertyRecord;

const tx = (over: Partial<LegacyTransactionRow>): LegacyTransactionRow => ({
  recording_date: null,
  sale_date: null,
  sale_amount: null,
  buyer_1: null,
  seller_1: null,
  transaction_type: null,
  document_type: null,
  ...over,
});

describe('toLegacyProperty', () => {
  it('maps a full record to the camelCase shape', () => {
    const d = doc({
      property_type: 'Single Family Residential',
      structure: {
        year_built: 1990,
        beds_count: 3,
        baths: 2,
        total_area_sq_ft: 1700,
        pool_type: 'Pool',
        garage_description: 'Attached Garage',
        ac_description: 'Window Unit',
      } as never,
      parcel: { area_sq_ft: 6000 } as never,
      last_sale: { date: '2020-01-01', price: 300_000 },
      assessments: { assessed_value: 250_000 },
      valuation: { value: 400_000 },
      owner: { name: 'Acme Homes LLC', corporate_owner: true, owner_occupied: true } as never,
      owner_type: 'Corporate',
    });
    const legacy = toLegacyProperty(
      d,
      [
        tx({
          recording_date: '2020-01-03',
          sale_date: '2020-01-01',
          sale_amount: '300000',
          buyer_1: 'Acme Homes LLC',
          seller_1: 'Pat',
          transaction_type: 'Warranty Deed',
          document_type: 'WARRANTY_DEED',
        }),
      ],
      'unlimited',
    );
    expect(legacy).toEqual({
      address: '12 Oak St, MISSOULA, MT 59801',
      propertyId: 7,
      latitude: 46.87,
      longitude: -113.99,
      yearBuilt: 1990,
      bedrooms: 3,
      bathrooms: 2,
      buildingSqft: 1700,
      lotSqft: 6000,
      lastSaleDate: '2020-01-01',
      lastSalePrice: 300_000,
      taxAssessedValue: 250_000,
      estimatedValue: 400_000,
      propertyType: 'Single Family Residential',
      features: { pool: true, garage: true, centralAC: false },
      ownerInfo: { name: 'Acme Homes LLC', ownerType: 'Corporate', corporateOwned: true, absenteeOwner: false },
      recentTransactions: [
        { date: '2020-01-01', price: 300_000, seller: 'Pat', buyer: 'Acme Homes LLC', transactionType: 'Warranty Deed' },
      ],
    });
    expect(LegacyProperty.parse(legacy)).toEqual(legacy);
  });

  it('gives the base plan no ownerInfo, and an unknown record nulls, never zeros', () => {
    const legacy = toLegacyProperty(doc({ owner: { name: 'Someone' } as never }), [], 'base');
    expect(legacy).toMatchObject({
      ownerInfo: null,
      yearBuilt: null,
      bedrooms: null,
      buildingSqft: null,
      lotSqft: null,
      lastSaleDate: null,
      lastSalePrice: null,
      features: { pool: null, garage: null, centralAC: null },
      recentTransactions: [],
    });
    expect(toLegacyProperty(doc(), [], 'premium').ownerInfo).toEqual({
      name: null,
      ownerType: null,
      corporateOwned: null,
      absenteeOwner: null,
    });
  });

  it.each([
    ['None', false],
    ['no', false],
    ['N', false],
    ['0', false],
    ['In-ground', true],
    ['  ', null],
  ])('reads the pool description %j as %j', (text, has) => {
    expect(toLegacyProperty(doc({ structure: { pool_type: text } as never }), [], 'base').features.pool).toBe(has);
  });

  it('tells central air from other recorded air conditioning', () => {
    const ac = (text: string) => toLegacyProperty(doc({ structure: { ac_description: text } as never }), [], 'base').features.centralAC;
    expect([ac('Central'), ac('central air'), ac('Evaporative Cooler'), ac('None')]).toEqual([true, true, false, false]);
  });

  it('lists the most recently recorded transactions first, undated last, at most five', () => {
    const rows = [
      tx({ recording_date: '2010-05-01', sale_date: '2010-04-20', sale_amount: '100000', transaction_type: 'Grant Deed' }),
      tx({ transaction_type: 'Lis Pendens' }),
      tx({ recording_date: '2021-01-01', document_type: 'REFINANCE' }),
      tx({ recording_date: '2015-01-01', sale_amount: '150000' }),
      tx({ sale_date: '2018-06-01', sale_amount: '180000' }),
      tx({ recording_date: '2012-01-01' }),
      tx({ recording_date: '2011-01-01' }),
    ];
    const recent = toLegacyProperty(doc(), rows, 'base').recentTransactions;
    expect(RECENT_TRANSACTIONS).toBe(5);
    expect(recent.map((t) => [t.date, t.transactionType])).toEqual([
      ['2021-01-01', 'REFINANCE'],
      ['2018-06-01', null],
      ['2015-01-01', null],
      ['2012-01-01', null],
      ['2011-01-01', null],
    ]);
  });

  it('falls back to the newest priced transfer when the record has no last sale', () => {
    const rows = [
      tx({ recording_date: '2019-07-03', sale_date: '2019-07-01', sale_amount: '280000' }),
      tx({ recording_date: '2021-02-02', document_type: 'REFINANCE' }),
      tx({ recording_date: '2012-03-03', sale_amount: '90000' }),
    ];
    expect(toLegacyProperty(doc(), rows, 'base')).toMatchObject({ lastSaleDate: '2019-07-01', lastSalePrice: 280_000 });
    expect(toLegacyProperty(doc({ last_sale: { price: 500_000 } }), rows, 'base')).toMatchObject({
      lastSaleDate: null,
      lastSalePrice: 500_000,
    });
  });
});
