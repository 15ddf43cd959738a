/**
 * Rents: HUD's FY2018 Small Area FMR for the zip and bedroom count sets the level in October
 * 2017; the metro ZORI moves it through time and the zip's ZORI ratio to its metro bends it
 * locally. A home's own size, grade and type shift it from there.
 */
import type { ImportRental } from '../../shared/properties/records/import-record.ts';
import { businessDay, FIRST_YEAR, iso, monthIndex, monthOf, seasonal } from './dates.ts';
import type { Rng } from './random.ts';
import type { Home } from './structure.ts';
import type { MarketState, MarketZip } from './world.ts';

/** Living area of a typical single-family rental with 0..6 bedrooms: the size the FMR rent is taken to be for. */
const TYPICAL_SQFT = [500, 700, 950, 1500, 2200, 2800, 3300];
/**
 * FMRs are gross rents (contract rent + tenant-paid utilities, about 15% of it for a house); the
 * listings carry the asking (contract) rent.
 */
const CONTRACT_SHARE = 0.85;
const EXTRA_BEDROOM = 1.12;
const WITHDRAWN_SHARE = 0.05;

/** Zip ZORI / metro ZORI at a month, linear between yearly values (each centred mid-year). */
function zipTrend(zip: MarketZip, firstYear: number, month: number): number {
  const ratios = zip.cal.zoriRatio;
  if (!ratios) return 1;
  const position = Math.min(ratios.length - 1, Math.max(0, FIRST_YEAR + (month + 0.5) / 12 - 0.5 - firstYear));
  const i = Math.floor(position);
  const f = position - i;
  const a = ratios[i]!;
  const b = ratios[Math.min(i + 1, ratios.length - 1)]!;
  return a + (b - a) * f;
}

/** Market rent of a typical home with this many bedrooms in the zip, in a month. */
export function zipRent(market: MarketState, zip: MarketZip, beds: number, month: number): number {
  const base = zip.rent[Math.min(4, beds)]! * EXTRA_BEDROOM ** Math.max(0, beds - 4);
  const metro = market.rentIndex[month]! / market.rentIndex[market.fmrMonth]!;
  const local = zipTrend(zip, market.zoriFirstYear, month) / zipTrend(zip, market.zoriFirstYear, market.fmrMonth);
  return base * metro * local;
}

/** Bedrooms a unit is let with: a duplex is two units sharing its bedrooms. */
export const rentedBedrooms = (home: Home): number => (home.type === 'Duplex' ? Math.ceil(home.beds / 2) : home.beds);

/** How this home's rent differs from the zip's typical rent for its bedroom count (a duplex lets two units). */
export function rentFactor(rng: Rng, home: Home): number {
  const units = home.type === 'Duplex' ? 2 : 1;
  const size = (home.sqft / units / TYPICAL_SQFT[Math.min(6, rentedBedrooms(home))]!) ** 0.35;
  const type = home.type === 'Condominium' ? 0.95 : units;
  return CONTRACT_SHARE * size * (1 + 0.03 * (home.grade - 7)) * type * Math.exp(0.07 * rng.normal());
}

export interface LeaseContext {
  rng: Rng;
  asOf: number;
  home: Home;
  rentOf: (month: number) => number;
}

const round5 = (x: number) => Math.round(x / 5) * 5;

/**
 * Listings and leases over the periods a landlord owned the home: listed after a make-ready,
 * leased after 5-60 days (faster in summer), re-let every 1-3 years; a few listings are
 * withdrawn, and one still open at the simulation date is "listed".
 */
export function leases(ctx: LeaseContext, spans: { start: number; end: number }[]): ImportRental[] {
  const { rng, asOf, home } = ctx;
  const out: ImportRental[] = [];
  const baths = home.fullBaths + home.partialBaths / 2;
  const listing = (list: number, lease: number | null, dom: number, status: ImportRental['status']): ImportRental => ({
    list_date: iso(list),
    lease_date: lease === null ? null : iso(lease),
    rent: round5(ctx.rentOf(monthIndex(list)) * Math.exp(0.04 * rng.normal())),
    beds: home.beds,
    baths,
    sqft: home.sqft,
    days_on_market: dom,
    status,
  });
  for (const span of spans) {
    let list = businessDay(seasonal(span.start + rng.intBetween(20, 120)));
    if (list <= span.start) list = span.start + 30;
    while (list < span.end && list <= asOf) {
      const month = monthOf(list);
      const dom = Math.min(60, 5 + Math.round(rng.exponential(month >= 5 && month <= 8 ? 10 : 20)));
      const leased = list + dom;
      if (rng.chance(WITHDRAWN_SHARE)) {
        out.push(listing(list, null, Math.min(dom, asOf - list), 'withdrawn'));
        list = leased + rng.intBetween(20, 90);
        continue;
      }
      if (leased > asOf) {
        out.push(listing(list, null, asOf - list, 'listed'));
        break;
      }
      if (leased >= span.end) {
        out.push(listing(list, null, span.end - list, 'withdrawn'));
        break;
      }
      out.push(listing(list, leased, dom, 'leased'));
      const u = rng.float();
      list = leased + 365 * (u < 0.5 ? 1 : u < 0.8 ? 2 : 3) + rng.intBetween(-30, 30);
    }
  }
  return out;
}
