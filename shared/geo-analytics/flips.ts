/**
 * GET /geo-analytics/flips: the flips of a geography whose resale falls in the window, paged.
 * The definition (docs/analytics-definitions.md#flip) is applied by the loader (transactions.is_flip, hold_days,
 * prior purchase, chain); geo_flips pairs each resale with its purchase leg, unverified chains marked.
 */

import { dataAsOf, defaultWindowEnd } from '../analytics/freshness.ts';
import { round } from '../analytics/metrics.ts';
import { resolveWindow } from '../analytics/window.ts';
import { resolveSelectedGeography } from '../locations/selection.ts';
import { db } from '../platform/db/client.ts';
import { countFlips, type FlipRow, flipPage } from './queries.ts';
import type { FlipsQuery } from './schemas.ts';

export async function geoFlips(query: FlipsQuery) {
  const sql = await db();
  const geography = await resolveSelectedGeography(sql, query);
  const asOf = await dataAsOf(sql, [geography], ['purchases']);
  const { window } = resolveWindow(query, defaultWindowEnd(asOf, query.date_from));
  const filter = { geography, window, maxHoldDays: query.max_hold_days, includeUnverified: query.include_unverified };
  const offset = (query.page - 1) * query.page_size;
  const [{ total, unverifiedExcluded }, rows] = await Promise.all([
    countFlips(sql, filter),
    flipPage(sql, filter, query.sort, query.order, query.page_size, offset),
  ]);
  return {
    body: {
      data: rows.map(toFlip),
      meta: {
        page: query.page,
        page_size: query.page_size,
        total,
        has_more: offset + rows.length < total,
        geography,
        ...window,
        data_as_of: asOf,
        unverified_excluded: unverifiedExcluded,
      },
    },
    sources: rows.map((r) => r.data_source),
  };
}

export function toFlip(r: FlipRow) {
  return {
    property_id: r.property_id,
    address: `${r.address_key}, ${r.city}, ${r.state} ${r.zip}`,
    zip: r.zip,
    city: r.city,
    state: r.state,
    purchase: { date: r.purchase_date, price: r.purchase_price, buyer: r.purchase_buyer },
    resale: { date: r.resale_date, price: r.resale_price, buyer: r.resale_buyer, seller: r.resale_seller },
    hold_days: r.hold_days,
    chain: r.chain,
    gross_profit: round(r.gross_profit, 2),
    roi: round(r.roi, 4),
  };
}
