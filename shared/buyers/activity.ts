/**
 * Buyer activity in a market: the top buyers of a state or city over a date range
 * (POST /buyers/activity/top-buyers) and investor purchase activity per month in any geography
 * (GET /buyers/activity).
 */
import type { Sql } from 'postgres';
import { dataAsOf, defaultWindowEnd } from '../analytics/freshness.ts';
import { lowSample } from '../analytics/samples.ts';
import { PORTFOLIO_TIERS, type PortfolioTier } from '../analytics/tiers.ts';
import { type Geography, resolveGeography } from '../locations/geography.ts';
import { resolveSelectedGeography } from '../locations/selection.ts';
import { addDays, addMonths, firstOfMonth } from '../platform/dates.ts';
import { db } from '../platform/db/client.ts';
import { BadRequest } from '../platform/errors.ts';
import { resolveRange } from './dates.ts';
import { ratio, round } from './numbers.ts';
import { type ActivityMonthRow, activityMonths, type TopBuyerRow, topBuyers as topBuyersQuery } from './queries.ts';
import { ACTIVITY_DEFAULT_MONTHS, type ActivityQuery, TOP_BUYERS_RANGE, type TopBuyersBody } from './schemas.ts';

export interface TopBuyer {
  buyerName: string;
  transactionCount: number;
  totalPurchaseValue: number;
  averagePurchasePrice: number;
  cashPurchasePercentage: number;
  primaryMarkets: string[];
  lastPurchaseDate: string;
  portfolioSize: number | null;
}

/** A ranked row in top buyers' camelCase shape (docs/design.md#naming): average to the cent, cash share in percent to 1 decimal. */
export function toTopBuyer(r: TopBuyerRow): TopBuyer {
  return {
    buyerName: r.buyer_key,
    transactionCount: r.purchases,
    totalPurchaseValue: r.purchase_value,
    averagePurchasePrice: round(r.purchase_value / r.purchases, 2),
    cashPurchasePercentage: round((100 * r.cash_purchases) / r.purchases, 1),
    primaryMarkets: r.markets,
    lastPurchaseDate: r.last_purchase,
    portfolioSize: r.portfolio_size,
  };
}

/**
 * The state (required) and the city in it, resolved against the US geography: 404 for an unknown
 * place. A city written "City, ST" is in the state it names.
 */
async function topBuyersPlace(sql: Sql, filters: TopBuyersBody['filters']): Promise<Geography> {
  const state = await resolveGeography(sql, 'state', filters.state, { path: 'state' });
  return filters.city ? resolveGeography(sql, 'city', filters.city, { state: state.code, path: 'city' }) : state;
}

/** POST /buyers/activity/top-buyers. */
export async function topBuyers(body: TopBuyersBody) {
  const sql = await db();
  const place = await topBuyersPlace(sql, body.filters);
  const asOf = await dataAsOf(sql, [place], ['purchases']);
  const from = body.filters.dateFrom ?? undefined;
  const range = resolveRange(
    { from, to: body.filters.dateTo ?? undefined },
    { defaultEnd: defaultWindowEnd(asOf, from), ...TOP_BUYERS_RANGE, paths: { from: 'dateFrom' } },
  );
  const scope = place.type === 'city' ? { state: place.state!, city: place.code } : { state: place.code, city: null };
  const rows = await topBuyersQuery(sql, { ...scope, ...range, limit: body.limit });
  return { data: rows.map(toTopBuyer), metadata: { totalBuyers: rows[0]?.total_buyers ?? 0, dateRange: range, data_as_of: asOf } };
}

/** The rollup key of a geography (buyer_activity_monthly.code): a city is keyed with its state. */
export function activityCode(g: Geography): string {
  return g.type === 'city' ? `${g.state}|${g.code}` : g.code;
}

/** The whole months a request's range covers, with its defaults; any number of months (one rollup row each). */
export function activityMonthsOf(
  q: Pick<ActivityQuery, 'date_from' | 'date_to'>,
  defaultEnd: string,
): { firstMonth: string; lastMonth: string; dateTo: string } {
  const to = q.date_to ?? defaultEnd;
  const from = q.date_from ?? addMonths(firstOfMonth(to), -(ACTIVITY_DEFAULT_MONTHS - 1));
  if (from > to)
    throw new BadRequest(`date_from ${from} is after date_to ${to}.`, [{ path: 'date_from', message: 'must not be after date_to' }]);
  const lastMonth = firstOfMonth(to);
  return { firstMonth: firstOfMonth(from), lastMonth, dateTo: addDays(addMonths(lastMonth, 1), -1) };
}

type TierCounts = Record<PortfolioTier | 'unnamed' | 'unknown', number>;

export interface ActivityFigures {
  purchases: number;
  investor_purchases: number;
  investor_share: number | null;
  cash_purchases: number;
  cash_share: number | null;
  purchase_value: number;
  by_tier: TierCounts;
  low_sample: string[];
}

const TIER_COLUMNS: Record<PortfolioTier, keyof ActivityMonthRow> = {
  '1': 'tier_1',
  '2-9': 'tier_2_9',
  '10-99': 'tier_10_99',
  '100-999': 'tier_100_999',
  '1000+': 'tier_1000_plus',
};

/** The figures of one month, or of several summed (shares recomputed from the sums). */
export function activityFigures(rows: ActivityMonthRow[]): ActivityFigures {
  const sum = (key: keyof ActivityMonthRow) => rows.reduce((s, r) => s + (r[key] as number), 0);
  const purchases = sum('purchases');
  const investor = sum('investor_purchases');
  const cash = sum('cash_purchases');
  const byTier = Object.fromEntries(PORTFOLIO_TIERS.map((t) => [t, sum(TIER_COLUMNS[t])])) as Record<PortfolioTier, number>;
  return {
    purchases,
    investor_purchases: investor,
    investor_share: ratio(investor, purchases),
    cash_purchases: cash,
    cash_share: ratio(cash, purchases),
    purchase_value: round(sum('purchase_value'), 2),
    by_tier: { ...byTier, unnamed: sum('unnamed_buyer'), unknown: sum('unknown_tier') },
    low_sample: lowSample([
      ['investor_share', ratio(investor, purchases), purchases],
      ['cash_share', ratio(cash, purchases), purchases],
    ]),
  };
}

/** GET /buyers/activity. */
export async function buyerActivity(q: ActivityQuery) {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, q);
  const asOf = await dataAsOf(sql, [geography], ['purchases']);
  const months = activityMonthsOf(q, defaultWindowEnd(asOf, q.date_from));
  const rows = await activityMonths(sql, geography.type, activityCode(geography), months.firstMonth, months.lastMonth);
  return {
    geography,
    date_from: months.firstMonth,
    date_to: months.dateTo,
    data_as_of: asOf,
    totals: activityFigures(rows),
    data: rows.map((r) => {
      const figures = activityFigures([r]);
      const median = lowSample([['median_price', r.median_price, r.purchases]]);
      return { month: r.month, ...figures, median_price: r.median_price, low_sample: [...figures.low_sample, ...median] };
    }),
  };
}
