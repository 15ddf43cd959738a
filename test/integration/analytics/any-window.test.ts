/**
 * Any date range on every windowed geo and rental endpoint: each answer, read from the rollups,
 * equals a scan of the raw transactions and rentals over the same window, on random windows
 * (edge months cut partway through included) and on the whole history from 1990. Iowa is this
 * file's own state; its histories are generated from a fixed seed, 1990 to today.
 */
import { describe, expect, it } from 'vitest';
import { monthWindow } from '../../../shared/analytics/window.ts';
import {
  FlipsResponse,
  HoldTimeResponse,
  InstitutionalOwnershipResponse,
  OwnershipStatisticsResponse,
  ZipAnalysisResponse,
} from '../../../shared/geo-analytics/schemas.ts';
import { addDays, addMonths, daysBetween, monthsCovered, today } from '../../../shared/platform/dates.ts';
import type { ImportRecord, ImportRental, ImportTransaction } from '../../../shared/properties/records/import-record.ts';
import { MarketAnalysisResponse, RentalTransactionsResponse } from '../../../shared/rental-analytics/schemas.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const PLACES = [
  { zip: '50309', city: 'DES MOINES', state: 'IA', lat: 41.586, lon: -93.625 },
  { zip: '50310', city: 'DES MOINES', state: 'IA', lat: 41.627, lon: -93.671 },
  { zip: '50312', city: 'DES MOINES', state: 'IA', lat: 41.585, lon: -93.671 },
  { zip: '52401', city: 'CEDAR RAPIDS', state: 'IA', lat: 41.977, lon: -91.666 },
];
const ZIPS = PLACES.map((p) => p.zip);
const ID = 9_190_000;
const FIRST = '1990-01-01';
const NOW = today();

/** A fixed-seed generator: the same histories and windows on every run. */
function generator(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const BUYERS = ['HAWKEYE HOMES LLC', 'CORN BELT RENTALS LLC', 'PRAIRIE CAPITAL GROUP', 'IOWAN ALEX', 'IOWAN BLAKE', 'IOWAN CASEY'];

function records(): ImportRecord[] {
  const g = generator(19_900_101);
  const span = daysBetween(FIRST, NOW);
  return Array.from({ length: 160 }, (_, k) => {
    // Cedar Rapids holds 12 homes, 9 of them single-family: too few to trust its ownership shares
    const place = k < 12 ? PLACES[3]! : PLACES[k % 3]!;
    // purchases from a random day of the 1990s on, every 20 days to 10 years: flips, long holds, both
    const transactions: ImportTransaction[] = [];
    let date = addDays(FIRST, g.int(3650));
    let price = 60_000 + g.int(200_000);
    let seller = `IOWAN SELLER ${k}`;
    while (date <= NOW) {
      const buyer = g.next() < 0.5 ? g.pick(BUYERS) : `IOWAN OWNER ${k} ${transactions.length}`;
      transactions.push(sale(date, price, buyer, seller, g.next() < 0.4 ? { FIRST_MTG_AMT: String(Math.round(price * 0.8)) } : {}));
      seller = buyer;
      date = addDays(date, 20 + (g.next() < 0.3 ? g.int(345) : g.int(3650)));
      price = Math.round(price * (0.9 + g.next() * 0.5));
    }
    const rentals: ImportRental[] = Array.from({ length: g.int(5) }, () => {
      const list_date = addDays(FIRST, g.int(span));
      const days = g.int(60);
      const status = g.pick(['leased', 'leased', 'leased', 'listed', 'withdrawn'] as const);
      return {
        list_date,
        lease_date: status === 'leased' && addDays(list_date, days) <= NOW ? addDays(list_date, days) : null,
        status: status === 'leased' && addDays(list_date, days) > NOW ? 'listed' : status,
        rent: 700 + g.int(2000),
        beds: g.next() < 0.1 ? null : 1 + g.int(5),
        baths: 1 + g.int(3),
        sqft: g.next() < 0.1 ? null : 600 + g.int(2000),
        days_on_market: g.next() < 0.1 ? null : days,
      };
    });
    return property(ID + k, `${100 + k} Grand Ave`, {
      ...place,
      lat: place.lat + (k % 7) * 0.001,
      property_type: k % 5 === 0 ? 'Condominium' : 'Single Family Residential',
      structure: { living_area_sqft: k % 9 === 0 ? null : 900 + 10 * k } as never,
      owner: { name: transactions.at(-1)!.BUYER_BORROWER1_NAME, owner_occupied: k % 3 === 0 } as never,
      transactions,
      rentals,
    });
  });
}

const { api, sql } = withState('IA', records(), { rollups: true });

/** The whole history, windows with partial edge months, and random windows over 1990 to today. */
function windows(): { from: string; to: string }[] {
  const g = generator(20_261_126);
  const span = daysBetween(FIRST, NOW);
  const random = Array.from({ length: 12 }, () => {
    const a = addDays(FIRST, g.int(span));
    const b = addDays(FIRST, g.int(span));
    return a <= b ? { from: a, to: b } : { from: b, to: a };
  });
  return [{ from: FIRST, to: NOW }, { from: '1995-03-17', to: '2019-08-05' }, { from: '2010-02-28', to: '2010-03-01' }, ...random];
}

async function get<T>(path: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await api.get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return schema.parse(await res.json());
}

const round = (v: number | null, digits: number) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const ratio = (part: number, whole: number) => (whole === 0 ? null : round(part / whole, 4));

describe.each(windows())('the window $from to $to', ({ from, to }) => {
  const months = monthWindow({ date_from: from, date_to: to });
  const q = `date_from=${from}&date_to=${to}`;
  /** purchases dated (sale date, else recording date) in [a, b]; price statistics read those that are market evidence */
  const purchased = (a: string, b: string) =>
    sql`t.is_purchase and t.state = 'IA' and coalesce(t.sale_date, t.recording_date) between ${a}::date and ${b}::date`;

  it('flips: every flip whose resale falls in the window, to the day', async () => {
    const body = await get(`/geo-analytics/flips?search_type=state&state=IA&${q}&sort=resale_date&order=asc&page_size=100`, FlipsResponse);
    const flips = await sql<{ property_id: number; date: string; hold_days: number }[]>`
      select t.property_id::float8 as property_id, to_char(coalesce(t.sale_date, t.recording_date), 'YYYY-MM-DD') as date, t.hold_days
      from transactions t where ${purchased(from, to)} and t.is_flip
      order by coalesce(t.sale_date, t.recording_date), t.property_id, t.seq`;
    expect(body.meta.total).toBe(flips.length);
    expect(body.data.map((f) => ({ property_id: f.property_id, date: f.resale.date, hold_days: f.hold_days }))).toEqual(
      flips.slice(0, 100),
    );
  });

  it('hold time: the exact distribution of every resale of the whole months', async () => {
    const body = await get(`/geo-analytics/flips/hold-time?search_type=state&state=IA&${q}`, HoldTimeResponse);
    const stats = await sql<{ flip: boolean; n: number; mean: number | null; p: (number | null)[] | null }[]>`
      select f.flip, count(t.hold_days)::int as n, avg(t.hold_days)::float8 as mean,
             percentile_cont(array[0.25, 0.5, 0.75, 0.9]) within group (order by t.hold_days) as p
      from (values (false), (true)) f(flip)
      left join transactions t on ${purchased(months.date_from, months.date_to)} and t.hold_days is not null and (t.is_flip or not f.flip)
      group by f.flip order by f.flip`;
    const expected = stats.map((s) => ({
      count: s.n,
      mean_days: round(s.mean, 1),
      p25_days: round(num(s.p?.[0]), 1),
      median_days: round(num(s.p?.[1]), 1),
      p75_days: round(num(s.p?.[2]), 1),
      p90_days: round(num(s.p?.[3]), 1),
    }));
    const pick = ({ count, mean_days, p25_days, median_days, p75_days, p90_days }: typeof body.flips) => ({
      count,
      mean_days,
      p25_days,
      median_days,
      p75_days,
      p90_days,
    });
    expect([pick(body.resales), pick(body.flips)]).toEqual(expected);
    expect(body.resales.count).toBeGreaterThan(0);
    // month by month every month is read value by value: the same distributions, histograms included
    const byMonth = await get(`/geo-analytics/flips/hold-time?search_type=state&state=IA&${q}&group_by=month`, HoldTimeResponse);
    expect([byMonth.resales, byMonth.flips]).toEqual([body.resales, body.flips]);
  });

  it("institutional ownership: the whole months' purchases by buyer tier", async () => {
    const body = await get(`/geo-analytics/institutional-ownership?search_type=state&state=IA&${q}`, InstitutionalOwnershipResponse);
    const tiers = await sql<{ tier: string; n: number }[]>`
      select coalesce(case when t.buyer_key is not null then portfolio_tier(b.portfolio_size) end, 'unknown') as tier, count(*)::int as n
      from transactions t left join buyer_stats b on b.buyer_key = t.buyer_key
      where ${purchased(months.date_from, months.date_to)} group by 1`;
    const counts = new Map(tiers.map((t) => [t.tier, t.n]));
    expect(body.purchases.total).toBe(tiers.reduce((s, t) => s + t.n, 0));
    expect(body.purchases.by_tier.map((t) => [t.tier, t.count])).toEqual(
      body.purchases.by_tier.map((t) => [t.tier, counts.get(t.tier) ?? 0]),
    );
  });

  it('zip rows: the sums, shares and exact medians of each zip over the whole months and the year before', async () => {
    const body = await get(`/geo-analytics/zip-analysis?zips=${ZIPS.join(',')}&${q}`, ZipAnalysisResponse);
    const prior = { from: body.prior_date_from, to: body.prior_date_to };
    const rows = await sql<Record<string, unknown>[]>`
      select z.zip,
             (select count(*)::int from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip) as sales,
             (select coalesce(sum(t.sale_amount), 0)::float8 from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip) as sales_value,
             (select count(*)::int from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip and t.market_evidence) as price_sales,
             (select percentile_cont(0.5) within group (order by t.sale_amount) from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip and t.market_evidence) as median_price,
             (select count(*)::int from transactions t where ${purchased(prior.from, prior.to)} and t.zip = z.zip) as sales_prior_year,
             (select percentile_cont(0.5) within group (order by t.sale_amount) from transactions t where ${purchased(prior.from, prior.to)} and t.zip = z.zip and t.market_evidence) as median_price_prior_year,
             (select count(*)::int from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip and t.is_investor) as investors,
             (select count(*)::int from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip and t.is_cash) as cash,
             (select count(*)::int from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip and t.is_flip) as flips,
             (select count(t.hold_days)::int from transactions t where ${purchased(months.date_from, months.date_to)} and t.zip = z.zip) as resales,
             (select count(*)::int from rentals r where r.state = 'IA' and r.zip = z.zip and r.status = 'leased'
                and coalesce(r.lease_date, r.list_date) between ${months.date_from}::date and ${months.date_to}::date) as leases,
             (select percentile_cont(0.5) within group (order by r.rent) from rentals r where r.state = 'IA' and r.zip = z.zip and r.status = 'leased'
                and coalesce(r.lease_date, r.list_date) between ${months.date_from}::date and ${months.date_to}::date) as median_rent
      from unnest(${ZIPS}::text[]) z(zip) order by z.zip`;
    const expected = rows.map((r) => {
      const medianPrice = num(r.median_price);
      const medianRent = num(r.median_rent);
      const sales = r.sales as number;
      return {
        zip: r.zip,
        sales,
        sales_value: r.sales_value,
        sales_prior_year: r.sales_prior_year,
        price_sales: r.price_sales,
        median_price: round(medianPrice, 2),
        median_price_prior_year: round(num(r.median_price_prior_year), 2),
        investor_share: ratio(r.investors as number, sales),
        cash_share: ratio(r.cash as number, sales),
        flips: r.flips,
        flip_rate: ratio(r.flips as number, sales),
        resales: r.resales,
        leases: r.leases,
        median_rent: round(medianRent, 2),
        gross_yield: medianRent === null || medianPrice === null ? null : round((12 * medianRent) / medianPrice, 4),
      };
    });
    const got = body.data.map((z) => ({
      zip: z.zip,
      sales: z.sales,
      sales_value: z.sales_value,
      sales_prior_year: z.sales_prior_year,
      price_sales: z.price_sales,
      median_price: z.median_price,
      median_price_prior_year: z.median_price_prior_year,
      investor_share: z.investor_share,
      cash_share: z.cash_share,
      flips: z.flips,
      flip_rate: z.flip_rate,
      resales: z.resales,
      leases: z.leases,
      median_rent: z.median_rent,
      gross_yield: z.gross_yield,
    }));
    expect(got).toEqual(expected);
  });

  // a state's whole years are read from the yearly rollup, a zip's months one by one
  it.each([
    { level: 'state', code: 'IA' },
    { level: 'zip', code: '50309' },
  ])(
    "market analysis ($level): the exact percentiles of the whole months' leases and sales, by bedrooms, the year before and each month",
    async ({ level, code }) => {
      const body = await get(
        `/rental-analytics/market-analysis?geography_type=${level}&geography_values=${code}&${q}`,
        MarketAnalysisResponse,
      );
      const prior = { from: addMonths(months.date_from, -12), to: addDays(addMonths(addDays(months.date_to, 1), -12), -1) };
      const leased = (a: string, b: string) =>
        sql`${sql(level)} = ${code} and state = 'IA' and status = 'leased' and coalesce(lease_date, list_date) between ${a}::date and ${b}::date`;
      const [leases] = await sql<{ n: number; p: (number | null)[] | null; per_sqft: number | null; dom: number | null }[]>`
      select count(*)::int as n, percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by rent) as p,
             percentile_cont(0.5) within group (order by case when sqft > 0 then round(rent / sqft, 2) end) as per_sqft,
             percentile_cont(0.5) within group (order by days_on_market) as dom
      from rentals where ${leased(months.date_from, months.date_to)}`;
      const byBedrooms = await sql<{ bucket: number; n: number; p: number[] }[]>`
      select least(floor(beds), 5)::int as bucket, count(*)::int as n,
             percentile_cont(array[0.25, 0.5, 0.75]) within group (order by rent::float8) as p
      from rentals where ${leased(months.date_from, months.date_to)} and beds >= 0 group by 1`;
      const [priorLeases] = await sql<{ n: number; median: number | null }[]>`
      select count(*)::int as n, percentile_cont(0.5) within group (order by rent::float8) as median from rentals where ${leased(prior.from, prior.to)}`;
      const monthly = await sql<{ month: string; n: number; median: number }[]>`
      select to_char(coalesce(lease_date, list_date), 'YYYY-MM') as month, count(*)::int as n,
             percentile_cont(0.5) within group (order by rent::float8) as median
      from rentals where ${leased(months.date_from, months.date_to)} group by 1`;
      // sales counts every purchase, as a zip row does; price_sales the market evidence behind median_price
      const [sales] = await sql<{ n: number; price_n: number; median: number | null }[]>`
      select count(*)::int as n, count(*) filter (where t.market_evidence)::int as price_n,
             percentile_cont(0.5) within group (order by t.sale_amount) filter (where t.market_evidence) as median
      from transactions t where ${purchased(months.date_from, months.date_to)} and ${sql(`t.${level}`)} = ${code}`;
      const market = body.data[0]!;
      const p = leases!.p?.map((v) => round(num(v), 2)) ?? [null, null, null, null, null];
      const medianRent = p[2]!;
      const medianPrice = round(num(sales!.median), 2);
      const priorMedian = round(num(priorLeases!.median), 2);
      expect({
        leases: market.leases,
        rent: market.rent,
        median_rent_per_sqft: market.median_rent_per_sqft,
        median_days_on_market: market.median_days_on_market,
        sales: market.sales,
        price_sales: market.price_sales,
        median_price: market.median_price,
        gross_yield: market.gross_yield,
        prior_year: market.prior_year,
      }).toEqual({
        leases: leases!.n,
        rent: { p10: p[0], p25: p[1], median: medianRent, p75: p[3], p90: p[4] },
        median_rent_per_sqft: round(num(leases!.per_sqft), 3),
        median_days_on_market: round(num(leases!.dom), 1),
        sales: sales!.n,
        price_sales: sales!.price_n,
        median_price: medianPrice,
        gross_yield: medianRent === null || medianPrice === null ? null : round((12 * medianRent) / medianPrice, 4),
        prior_year: { leases: priorLeases!.n, median_rent: priorMedian },
      });
      expect(market.by_bedrooms).toEqual(
        ['0', '1', '2', '3', '4', '5+'].map((bedrooms, bucket) => {
          const row = byBedrooms.find((b) => b.bucket === bucket);
          return row
            ? { bedrooms, leases: row.n, p25: round(row.p[0]!, 2), median: round(row.p[1]!, 2), p75: round(row.p[2]!, 2) }
            : { bedrooms, leases: 0, p25: null, median: null, p75: null };
        }),
      );
      expect(market.monthly.filter((m) => m.leases > 0)).toEqual(
        monthly
          .sort((a, b) => a.month.localeCompare(b.month))
          .map((m) => ({ month: m.month, leases: m.n, median_rent: round(m.median, 2) })),
      );
      expect(market.monthly.length).toBe(monthsCovered(months.date_from, months.date_to));
    },
  );

  it('rental transactions: every rental listed in the window, to the day', async () => {
    const body = await get(
      `/rental-analytics/transactions?search_type=state&state=IA&${q}&order=asc&page_size=100`,
      RentalTransactionsResponse,
    );
    const rentals = await sql<{ property_id: number; list_date: string }[]>`
      select property_id::float8 as property_id, to_char(list_date, 'YYYY-MM-DD') as list_date
      from rentals where state = 'IA' and list_date between ${from}::date and ${to}::date
      order by list_date, property_id, seq`;
    expect(body.meta.total).toBe(rentals.length);
    expect(body.data.map((r) => ({ property_id: r.property_id, list_date: r.list_date }))).toEqual(rentals.slice(0, 100));
  });
});

describe('ownership shares', () => {
  it('are listed in low_sample where fewer than 20 single-family homes are behind them', async () => {
    const few = await get('/rental-analytics/ownership-statistics?search_type=zip&zip=52401', OwnershipStatisticsResponse);
    expect(few.single_family_properties).toBe(9);
    expect(few.low_sample).toEqual([
      'owner_occupied',
      'renter_occupied',
      'occupancy_unknown',
      'corporate_owned',
      'corporate_unknown',
      'institutionally_owned',
      'owner_unknown',
    ]);
    const owned = await get('/geo-analytics/institutional-ownership?search_type=zip&zip=52401', InstitutionalOwnershipResponse);
    expect(owned.low_sample).toEqual(['ownership_by_tier', 'institutional', 'top_institutional_owners']);
    const many = await get('/rental-analytics/ownership-statistics?search_type=state&state=IA', OwnershipStatisticsResponse);
    expect(many.single_family_properties).toBe(128);
    expect(many.low_sample).toEqual([]);
  });
});

describe('before the first refresh after the yearly rollups were added (migrations/0041, 0042)', () => {
  it('market analysis and hold time answer the same from the months alone: no yearly rows, no stored monthly medians', async () => {
    const window = `date_from=${FIRST}&date_to=${NOW}`;
    const market = `/rental-analytics/market-analysis?geography_type=state&geography_values=IA&${window}`;
    const holds = `/geo-analytics/flips/hold-time?search_type=state&state=IA&${window}`;
    const refreshed = { market: await get(market, MarketAnalysisResponse), holds: await get(holds, HoldTimeResponse) };
    expect(refreshed.market.data[0]!.leases).toBeGreaterThan(100);
    expect(refreshed.holds.resales.count).toBeGreaterThan(100);
    const values = await sql`select * from rental_place_value_years where level = 'state' and code = 'IA'`;
    const days = await sql`select * from geo_place_hold_years where level = 'state' and code = 'IA'`;
    expect(Math.min(values.length, days.length)).toBeGreaterThan(20);
    try {
      await sql`delete from rental_place_value_years where level = 'state' and code = 'IA'`;
      await sql`delete from geo_place_hold_years where level = 'state' and code = 'IA'`;
      await sql`update rental_place_lease_months set median_rent = null where level = 'state' and code = 'IA'`;
      expect({ market: await get(market, MarketAnalysisResponse), holds: await get(holds, HoldTimeResponse) }).toEqual(refreshed);
    } finally {
      await sql`insert into rental_place_value_years ${sql(values as never)}`;
      await sql`insert into geo_place_hold_years ${sql(days as never)}`;
      await sql`update rental_place_lease_months set median_rent = json_array_median(rents) where level = 'state' and code = 'IA'`;
    }
    expect({ market: await get(market, MarketAnalysisResponse), holds: await get(holds, HoldTimeResponse) }).toEqual(refreshed);
  });
});
