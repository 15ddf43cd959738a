/**
 * The point-in-time investor purchase and owners linked to buyers, through the local gateway on
 * hand-built Kentucky purchases (this file's own state): each purchase's status is decided at load
 * from what was true at that purchase (docs/analytics-definitions.md#investor-purchase), whatever
 * window is asked about, and a buyer owns the properties held under its name identity, however the
 * owner line writes it (#name-identity).
 */
import { describe, expect, it } from 'vitest';
import { refreshRollups } from '../../../loader/rollups/index.ts';
import { ProfileResponse } from '../../../shared/buyer-profiles/schemas.ts';
import { ActivityResponse, TopBuyersResponse } from '../../../shared/buyers/schemas.ts';
import type { ImportRecord, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { KEYS } from '../../support/api.ts';
import { loadRecords } from '../../support/db.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const LOUISVILLE = { zip: '40202', city: 'LOUISVILLE', state: 'KY', lat: 38.25, lon: -85.76 };
const ID = 9_610_000;
const AWAY = { formatted_street_address: '900 Elm St', city: 'Cincinnati', state: 'OH', zip_code: '45202' };

const home = (n: number, owner: string, occupied: boolean | null, transactions: ImportTransaction[], mailing = {}): ImportRecord =>
  property(ID + n, `${n} Bourbon St`, {
    ...LOUISVILLE,
    owner: { name: owner, owner_occupied: occupied, ...mailing } as never,
    transactions,
  });

const RECORDS: ImportRecord[] = [
  // an entity: an investor purchase however few it makes
  home(1, 'BLUEGRASS RENTALS LLC', false, [sale('2019-05-01', 150_000, 'Bluegrass Rentals, L.L.C.', 'KENTUCKIAN SELLER ONE')]),
  // Henry Clay's purchases of 2010, 2015 and 2019: only the third has 3 in the 10 years up to it.
  // He owns all three, under three forms of his name, and lives in none (occupancy true keeps the
  // absentee rule out of this case).
  home(2, 'CLAY HENRY & ANNE', true, [sale('2010-01-10', 100_000, 'CLAY HENRY', 'KENTUCKIAN SELLER TWO')]),
  home(3, 'CLAY HENRY ETAL', true, [sale('2015-05-05', 110_000, 'CLAY HENRY', 'KENTUCKIAN SELLER THREE')]),
  home(4, 'CLAY HENRY TRUSTEE', true, [sale('2019-12-01', 120_000, 'CLAY HENRY', 'KENTUCKIAN SELLER FOUR')]),
  // Daniel Boone's three purchases span 12 years: never 3 within 10
  home(5, 'BOONE DANIEL', true, [sale('2000-03-01', 90_000, 'BOONE DANIEL', 'KENTUCKIAN SELLER FIVE')]),
  home(6, 'BOONE DANIEL', true, [sale('2005-03-01', 95_000, 'BOONE DANIEL', 'KENTUCKIAN SELLER SIX')]),
  home(7, 'BOONE DANIEL', true, [sale('2012-03-01', 99_000, 'BOONE DANIEL', 'KENTUCKIAN SELLER SEVEN')]),
  // an absentee owner's own purchase, and an occupant's
  home(8, 'TODD MARY', false, [sale('2021-06-01', 200_000, 'TODD MARY', 'KENTUCKIAN SELLER EIGHT')], AWAY),
  home(9, 'ROSS ELLA', true, [sale('2021-07-01', 210_000, 'ROSS ELLA', 'KENTUCKIAN SELLER NINE')]),
  // Ella Ross's earlier purchase, resold to an absentee owner: hers is not the owner's purchase
  home(
    10,
    'PIKE OWEN',
    false,
    [sale('2015-02-02', 80_000, 'ROSS ELLA', 'KENTUCKIAN SELLER TEN'), sale('2020-02-03', 130_000, 'PIKE OWEN', 'ROSS ELLA')],
    AWAY,
  ),
];

const { api, sql } = withState('KY', RECORDS, { rollups: true });

async function month(month: string) {
  const res = await api.get(`/buyers/activity?search_type=state&state=KY&date_from=${month}-01&date_to=${month}-28`, KEYS.base);
  expect(res.status, await res.clone().text()).toBe(200);
  const { totals } = ActivityResponse.parse(await res.json());
  return [totals.purchases, totals.investor_purchases];
}

async function profile(name: string) {
  const res = await api.get(`/buyer-profiles/${encodeURIComponent(name)}`, KEYS.premium);
  expect(res.status, await res.clone().text()).toBe(200);
  return ProfileResponse.parse(await res.json());
}

describe('investor purchases, decided at load', () => {
  it.each([
    ['2019-05', [1, 1], 'an entity'],
    ['2010-01', [1, 0], "Clay's first purchase"],
    ['2015-05', [1, 0], "Clay's second purchase"],
    ['2019-12', [1, 1], "Clay's third purchase in 10 years"],
    ['2012-03', [1, 0], "Boone's third purchase, the first 12 years earlier"],
    ['2021-06', [1, 1], "the absentee owner's own purchase"],
    ['2021-07', [1, 0], "the occupant owner's purchase"],
    ['2015-02', [1, 0], "Ross's purchase of a home now owned by someone else"],
    ['2020-02', [1, 1], "the absentee owner's purchase of Ross's home"],
  ])('%s: %j (%s)', async (m, want) => {
    expect(await month(m)).toEqual(want);
  });

  it('counts the same purchases whatever the window around them', async () => {
    const res = await api.get('/buyers/activity?search_type=state&state=KY&date_from=2012-01-01&date_to=2021-12-31', KEYS.base);
    const { totals } = ActivityResponse.parse(await res.json());
    // 2012-2021: Boone 2012, Clay 2015 and 2019, Ross 2015, the LLC 2019, Pike 2020, Todd and Ross 2021
    expect([totals.purchases, totals.investor_purchases]).toEqual([8, 4]);
  });

  it('reclassifies later purchases when a load adds an earlier one', async () => {
    // Clay's 2012 purchase comes in a later import: his 2015 purchase is then his third in 10 years
    await loadRecords(sql, [
      home(11, 'KNOX ROY', true, [
        sale('2012-06-06', 105_000, 'CLAY HENRY', 'KENTUCKIAN SELLER ELEVEN'),
        sale('2014-08-08', 125_000, 'KNOX ROY', 'CLAY HENRY'),
      ]),
    ]);
    await refreshRollups(sql);
    expect(await month('2015-05')).toEqual([1, 1]);
    expect(await month('2012-06')).toEqual([1, 0]);
  });

  it("writes a later load's purchases by entities as investor purchases, and reclassifies the seller's", async () => {
    // the LLC's second purchase comes in a later import, of a home Todd Mary bought in 2016, lived
    // away from and sold in 2022: the LLC's is an investor purchase; hers, no longer the owner's
    // own, is not
    await loadRecords(sql, [
      home(12, 'BLUEGRASS RENTALS LLC', false, [
        sale('2016-09-09', 140_000, 'TODD MARY', 'KENTUCKIAN SELLER TWELVE'),
        sale('2022-03-03', 175_000, 'BLUEGRASS RENTALS LLC', 'TODD MARY'),
      ]),
    ]);
    await refreshRollups(sql);
    expect(await month('2022-03')).toEqual([1, 1]);
    expect(await month('2016-09')).toEqual([1, 0]);
    // the LLC's first purchase, in no batch since, still counts
    expect(await month('2019-05')).toEqual([1, 1]);
  });
});

describe('owners linked to buyers', () => {
  it("counts the properties held under the buyer's co-owner and trustee forms as its portfolio", async () => {
    const clay = await profile('CLAY HENRY');
    expect(clay.buyer).toMatchObject({ name: 'CLAY HENRY', investor: true });
    expect(clay.portfolio.meta.total).toBe(3);
    expect(clay.portfolio.data.map((p) => p.property_id)).toEqual([ID + 2, ID + 3, ID + 4]);
    // the owner line as written finds the same buyer
    const asOwner = await profile('Clay Henry & Anne');
    expect(asOwner.buyer).toMatchObject({ name: 'CLAY HENRY', match: { level: 'exact', normalized_query: 'CLAY HENRY' } });
    expect((await profile('BOONE DANIEL')).buyer.investor).toBe(false);
  });

  it('gives top buyers their portfolio size under the name identity', async () => {
    const res = await api.post('/buyers/activity/top-buyers', { filters: { state: 'KY', dateFrom: '2019-01-01', dateTo: '2019-12-31' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = TopBuyersResponse.parse(await res.json());
    expect(data.find((b) => b.buyerName === 'CLAY HENRY')?.portfolioSize).toBe(3);
  });
});
