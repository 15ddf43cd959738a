/**
 * GET and POST /buyer-profiles/{buyerName}: one buyer, its name variants merged, from the per-buyer
 * rollups, plus a page of the properties it owns now.
 */
import type { Sql } from 'postgres';
import type { OwnerGroup } from '../analytics/families.ts';
import { nameIdentity } from '../analytics/identity.ts';
import { portfolioTier } from '../analytics/tiers.ts';
import { round } from '../buyers/numbers.ts';
import { type BuyerChoice, chooseBuyer, MAX_ALTERNATIVES, NEAR_MATCH_MIN } from '../buyers/resolve.ts';
import { db } from '../platform/db/client.ts';
import { BadRequest, NotFound } from '../platform/errors.ts';
import { isPremium, type Plan } from '../platform/plans.ts';
import {
  type BuyerStatsRow,
  buyerStats,
  exactBuyer,
  familyMembers,
  familyOf,
  familyStats,
  liveProfile,
  type ProfileAggregates,
  portfolioPage,
  similarBuyers,
  storedProfile,
} from './queries.ts';
import type { ProfileOptions, ProfileResponse } from './schemas.ts';

/** The profile's summary from the buyer's buyer_stats row and aggregates. */
export function profileSummary(
  r: Omit<BuyerStatsRow, 'investor_purchases'> &
    Pick<ProfileAggregates, 'median_purchase_price' | 'resales' | 'median_hold_days' | 'mean_hold_days'>,
): ProfileResponse['summary'] {
  return {
    portfolio_size: r.portfolio_size,
    portfolio_tier: r.portfolio_size === null ? null : portfolioTier(r.portfolio_size),
    purchases: r.purchases,
    purchase_value: r.purchase_value,
    average_purchase_price: round(r.purchase_value / r.purchases, 2),
    median_purchase_price: r.median_purchase_price,
    cash_purchases: r.cash_purchases,
    cash_share: round(r.cash_purchases / r.purchases, 4),
    first_purchase_date: r.first_purchase,
    last_purchase_date: r.last_purchase,
    sales: r.sales,
    flips: r.flips,
    resales: r.resales,
    median_hold_days: r.median_hold_days,
    mean_hold_days: r.mean_hold_days === null ? null : round(r.mean_hold_days, 1),
  };
}

/**
 * The buyer a name means: its exact normalised name, else the most similar names (the trigram
 * search runs only then: an exact match is unambiguous and the search is the costly part). 400 for
 * a name with nothing to match, 404 when nothing is similar enough. A name that never bought but
 * belongs to an entity family is answered with group=family, and its 404 says so.
 */
async function resolveBuyer(sql: Sql, name: string, group: OwnerGroup): Promise<Resolved> {
  const key = nameIdentity(name);
  if (!key) throw new BadRequest('The buyer name has no letters or digits.', [{ path: 'buyerName', message: 'no letters or digits' }]);
  const [exact, family] = await Promise.all([exactBuyer(sql, key), familyOf(sql, key)]);
  if (family && (exact || group === 'family'))
    return { key, name: key, match: { level: 'exact', similarity: 1 }, alternatives: [], family };
  if (family)
    throw new NotFound(
      `"${name}" (normalised: ${key}) made no purchase; it belongs to the entity family of ${family.family}. Ask with group=family for the family's profile.`,
      { family: { name: family.family, names: family.names } },
    );
  const choice = chooseBuyer(exact, exact ? [] : await similarBuyers(sql, key, NEAR_MATCH_MIN, MAX_ALTERNATIVES + 1));
  if (!choice) throw new NotFound(`No buyer named "${name}" (normalised: ${key}), nor one with a similar name.`);
  // a name that is no buyer's is never taken for the most similar one: the caller chooses, as among an address's candidates
  if (choice.level === 'near') {
    const alternatives = [choice.best, ...choice.alternatives].map((a) => ({ ...a, similarity: round(a.similarity, 4) }));
    throw new NotFound(
      `No buyer named "${name}" (normalised: ${key}). Similar names: ${alternatives.map((a) => `${a.name} (${a.purchases} purchases)`).join('; ')}.`,
      { alternatives },
    );
  }
  return {
    key,
    name: choice.best.name,
    match: { level: choice.level, similarity: choice.best.similarity },
    alternatives: choice.alternatives,
    family,
  };
}

interface Resolved {
  /** the name asked for, normalised */
  key: string;
  /** the buyer's name */
  name: string;
  match: { level: BuyerChoice['level']; similarity: number };
  alternatives: BuyerChoice['alternatives'];
  family: { family: string; names: string[] } | undefined;
}

/** Whose rows a profile adds up: the buyer's own, or (group=family) every name of its family under the family's name. */
async function profiledNames(sql: Sql, resolved: Resolved, group: OwnerGroup): Promise<{ name: string; keys: string[] }> {
  if (group === 'name' || !resolved.family) return { name: resolved.name, keys: [resolved.name] };
  return { name: resolved.family.family, keys: await familyMembers(sql, resolved.family.family) };
}

/**
 * GET and POST /buyer-profiles/{buyerName}. The mailing addresses are owner fields, Premium-only
 * like the property records' `owner`.
 */
export async function buyerProfile(name: string, options: ProfileOptions, plan: Plan): Promise<ProfileResponse> {
  const sql = await db();
  const resolved = await resolveBuyer(sql, name, options.group);
  const { name: buyer, keys } = await profiledNames(sql, resolved, options.group);
  const single = keys.length === 1;
  const [stats, stored, page] = await Promise.all([
    single ? buyerStats(sql, buyer) : familyStats(sql, buyer, keys),
    single ? storedProfile(sql, buyer) : undefined,
    portfolioPage(sql, keys, options.page_size, (options.page - 1) * options.page_size),
  ]);
  const aggregates = stored ?? (await liveProfile(sql, keys, buyer));
  // the rollups are replaced in one transaction: the buyer the name resolved to is there unless a load has just removed it
  if (!stats || !aggregates) throw new NotFound(`No buyer named "${name}".`);
  return {
    buyer: {
      name: buyer,
      match: { level: resolved.match.level, similarity: round(resolved.match.similarity, 3), normalized_query: resolved.key },
      is_entity: stats.is_entity,
      investor: stats.investor_purchases > 0,
      name_variants: aggregates.name_variants,
      mailing_addresses: isPremium(plan) ? aggregates.mailing_addresses : null,
      family: options.group === 'family' ? { name: buyer, names: resolved.family?.names ?? [buyer] } : null,
    },
    alternatives: resolved.alternatives.map((a) => ({ ...a, similarity: round(a.similarity, 3) })),
    summary: profileSummary({ ...stats, ...aggregates }),
    typical_property: {
      median_beds: aggregates.median_beds,
      median_living_sqft: aggregates.median_living_sqft,
      median_year_built: aggregates.median_year_built,
    },
    markets: aggregates.markets,
    by_year: aggregates.by_year,
    lenders: aggregates.lenders,
    portfolio: {
      data: page,
      meta: {
        page: options.page,
        page_size: options.page_size,
        total: stats.portfolio_size,
        has_more: options.page * options.page_size < (stats.portfolio_size ?? 0),
      },
    },
  };
}
