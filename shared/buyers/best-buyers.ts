/**
 * GET /buyers/best-buyers: the investors most likely to buy a subject property, ranked by the
 * score of scoring.ts from their purchases near it in the `months` up to data_as_of (the latest
 * purchase recorded in the subject's state; today when it holds none).
 */

import { dataAsOf, defaultWindowEnd } from '../analytics/freshness.ts';
import { addMonths, today } from '../platform/dates.ts';
import { db } from '../platform/db/client.ts';
import { NotFound } from '../platform/errors.ts';
import type { AddressMatch } from '../properties/lookup/lookup.ts';
import { bestBuyerCandidates, type CandidateWindow, type SubjectRow, subjectOf } from './queries.ts';
import { buyerReasons } from './reasons.ts';
import { BEST_BUYERS, type BestBuyersQuery } from './schemas.ts';
import { priceBand, rankBuyers } from './scoring.ts';

export type ValueSource = 'valuation' | 'assessed_value' | 'last_sale_price';

/** The value a price band is built on: the valuation, else the assessed value, else the last sale price (positive only). */
export function subjectValue(
  s: Pick<SubjectRow, 'valuation_value' | 'assessed_value' | 'last_sale_price'>,
): { value: number; source: ValueSource } | null {
  const candidates: [number | null, ValueSource][] = [
    [s.valuation_value, 'valuation'],
    [s.assessed_value, 'assessed_value'],
    [s.last_sale_price, 'last_sale_price'],
  ];
  const found = candidates.find(([v]) => v !== null && v > 0);
  return found ? { value: found[0]!, source: found[1] } : null;
}

/**
 * The scan stopped short of the radius when it read its whole limit and the last purchase read was
 * still inside the radius: purchases farther out (but inside) were not read.
 */
export function scanLimitHit(scan: Pick<CandidateWindow, 'scanned' | 'farthestMiles'>, radiusMiles: number, scanLimit: number): boolean {
  return scan.scanned >= scanLimit && scan.farthestMiles <= radiusMiles;
}

/** GET /buyers/best-buyers for the property the address matched. */
export async function bestBuyers(match: AddressMatch, q: BestBuyersQuery, now: Date = new Date()) {
  const sql = await db();
  const subject = await subjectOf(sql, match.property.property_id);
  // matched a moment ago: gone only if a load replaced it in between
  if (!subject) throw new NotFound(`No property found at ${match.normalized}.`);
  const state = { type: 'state', code: match.property.state, name: match.property.state, state: match.property.state } as const;
  const asOf = await dataAsOf(sql, [state], ['purchases']);
  const to = defaultWindowEnd(asOf, undefined, today(now));
  const from = addMonths(to, -q.months);
  const value = subjectValue(subject);
  const band = priceBand(value?.value ?? null);
  const scan = await bestBuyerCandidates(sql, { subject, radiusMiles: q.radius, from, to, band, scanLimit: BEST_BUYERS.scanLimit });
  const ranked = rankBuyers(scan.buyers, { radiusMiles: q.radius, from, to, subjectValue: value?.value ?? null });
  const limitHit = scanLimitHit(scan, q.radius, BEST_BUYERS.scanLimit);
  return {
    subject: {
      property_id: subject.property_id,
      address: match.normalized,
      value: value?.value ?? null,
      value_source: value?.source ?? null,
      property_type: subject.property_type,
      beds: subject.beds,
      year_built: subject.year_built,
      living_sqft: subject.living_sqft,
    },
    data: ranked.slice(0, q.limit).map((b) => ({ ...b, reasons: buyerReasons(b, q.months) })),
    meta: {
      total: ranked.length,
      limit: q.limit,
      radius_miles: q.radius,
      date_from: from,
      date_to: to,
      data_as_of: asOf,
      scanned_purchases: scan.scanned,
      scan_limit: BEST_BUYERS.scanLimit,
      scan_limit_hit: limitHit,
      covered_radius_miles: limitHit ? Math.round(scan.farthestMiles * 1000) / 1000 : q.radius,
    },
  };
}
