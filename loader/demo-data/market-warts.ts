/**
 * Market warts of real public records (docs/data.md#market-warts), added to the simulated records
 * when asked (SimulationOptions.marketWarts): institutional portfolio deeds (one deed, one total
 * price, on 5-100 parcels), family transfers at a nominal price that the source does not flag,
 * family transfers written as sales at a price below the market, sales far below the parcel's
 * value, partial-interest sales, sheriff's and tax deeds without a source flag, mistyped prices,
 * and condominium sales recorded at the building's address without the unit. Deterministic: each
 * wart is decided by a hash of the seed, the property and the transaction's position; the rates
 * are synthetic assumptions. marketWartLabels is the ground truth: which wart each transfer got.
 */

import { VALUE_YEARS_APART } from '../../shared/properties/records/arms-length.ts';
import type { ImportRecord, ImportTransaction } from '../../shared/properties/records/import-record.ts';
import { hash } from './random.ts';

/** Of the arm's-length sales: the price typed with a digit too many (x10), two (x100) or one dropped (/10). */
export const MISTYPED_PRICE_RATE = 0.002;
/**
 * Of the arm's-length sales dated within VALUE_YEARS_APART of the record's valuation year (the only
 * value the simulator states): no flag, at 5-20% of that value (a sale on terms no record states).
 */
export const BELOW_VALUE_SALE_RATE = 0.02;
/** Of the arm's-length sales: no flag, a half, third or quarter interest, at that share of the price, the wording saying so. */
export const PARTIAL_INTEREST_RATE = 0.002;
/** Of the family transfers (quitclaim, spouse, trust, heir deeds): written as an ordinary deed, no flag, a nominal price. */
export const UNFLAGGED_FAMILY_RATE = 0.3;
/**
 * Of the family transfers: written as an ordinary sale deed, no flag, at 40-80% of the home's last
 * price (below the market, which has risen since): a sale to a relative, the spouse or the family
 * trust. Only a trust named after the seller, or the seller again, is a relation a record shows.
 */
export const RELATED_SALE_RATE = 0.15;
/** Of the foreclosure deeds: a tax deed instead (the county sold the home for unpaid taxes). */
export const TAX_DEED_RATE = 0.08;
/** Of the foreclosure, sheriff's and tax deeds: no ARMS_LENGTH from the source (the document type decides). */
export const UNFLAGGED_DISTRESSED_RATE = 0.5;
/** Of the condominium units: recorded at the building's address, without the unit. */
export const CONDO_WITHOUT_UNIT_RATE = 0.1;
/** Of the homes: the first of a portfolio deed's parcels (which then takes the next 5-100 eligible homes of the county). */
export const PORTFOLIO_START_RATE = 1 / 1500;
export const PORTFOLIO_PARCELS = [5, 100] as const;

const NOMINAL_PRICES = [1, 10, 10, 100] as const;
const FAMILY_TYPES = new Set(['QUITCLAIM_DEED', 'INTRAFAMILY_TRANSFER']);
const DISTRESSED_TYPES = new Set(['SHERIFF_DEED', 'TRUSTEE_DEED']);
const UNIT_SUFFIX = /\s+(UNIT|APT|STE|#)\s*\S+$/;
const DAY_MS = 86_400_000;

const chance = (seed: number, id: number, position: number, wart: number) => hash(seed, id, position, wart) / 2 ** 32;

/** What the simulator did to a transfer: the ground truth the loader's rules are scored against. */
export type MarketWart =
  | 'mistyped_price'
  | 'below_value_sale'
  | 'partial_interest'
  | 'family_nominal'
  | 'related_sale'
  | 'tax_deed'
  | 'unflagged_distressed';

const SHARES = [
  [0.5, '1/2', '50%'],
  [1 / 3, '1/3', '33.3%'],
  [0.25, '1/4', '25%'],
] as const;

/** The wording of a partial-interest deed: "Grant Deed - Undivided 1/2 Interest", "Grant Deed (50% Interest)" or "Partial Interest Grant Deed". */
export function partialWording(deed: string, fraction: string, percent: string, form: number): string {
  return form === 0
    ? `${deed} - Undivided ${fraction} Interest`
    : form === 1
      ? `${deed} (${percent} Interest)`
      : `Partial Interest ${deed}`;
}

/** 452,000 -> 4,520,000 (x10), 45,200,000 (x100) or 45,200 (a digit dropped), by `kind` 0, 1, 2. */
export function mistyped(price: number, kind: number): number {
  return kind === 0 ? price * 10 : kind === 1 ? price * 100 : Math.floor(price / 10);
}

/** "3210 TAYLOR AVE APT 101" -> "3210 TAYLOR AVE". */
export function buildingLine(line: string): string {
  return line.replace(UNIT_SUFFIX, '');
}

/** The record's last arm's-length price before transfer `i`. */
function priorPrice(transactions: readonly ImportTransaction[], i: number): number | null {
  for (let k = i - 1; k >= 0; k--) {
    const t = transactions[k]!;
    if (t.ARMS_LENGTH === true && Number(t.SALE_AMT ?? 0) > 0) return Number(t.SALE_AMT);
  }
  return null;
}

/** Transfer `i` of `record` (as simulated) with its wart, if it gets one. */
function deedWart(record: ImportRecord, i: number, seed: number): { wart: MarketWart | null; t: ImportTransaction } {
  const id = record.property_id;
  const t = record.transactions![i]!;
  const price = Number(t.SALE_AMT ?? 0);
  if (t.ARMS_LENGTH === true && price > 0) {
    // one draw, so each sale gets at most one of these warts
    const u = chance(seed, id, i, 11);
    if (u < MISTYPED_PRICE_RATE)
      return { wart: 'mistyped_price', t: { ...t, SALE_AMT: String(mistyped(price, hash(seed, id, i, 12) % 3)) } };
    if (u < MISTYPED_PRICE_RATE + PARTIAL_INTEREST_RATE) {
      const share = SHARES[hash(seed, id, i, 19) % SHARES.length]!;
      const wording = partialWording(t.TRANSACTION_TYPE ?? 'Grant Deed', share[1], share[2], hash(seed, id, i, 20) % 3);
      return {
        wart: 'partial_interest',
        t: { ...t, TRANSACTION_TYPE: wording, ARMS_LENGTH: null, SALE_AMT: String(Math.round(price * share[0])) },
      };
    }
    const value = record.assessments?.market_value ?? null;
    const year = Number((t.SALE_DATE ?? t.RECORDING_DATE ?? '').slice(0, 4));
    const near = record.market_year != null && Math.abs(year - record.market_year) <= VALUE_YEARS_APART;
    if (near && value !== null && value > 0 && chance(seed, id, i, 18) < BELOW_VALUE_SALE_RATE) {
      const below = Math.max(1_000, Math.round((value * (0.05 + 0.15 * chance(seed, id, i, 22))) / 100) * 100);
      return { wart: 'below_value_sale', t: { ...t, ARMS_LENGTH: null, SALE_AMT: String(below) } };
    }
    return { wart: null, t };
  }
  if (t.ARMS_LENGTH === false && FAMILY_TYPES.has(t.DOCUMENT_TYPE ?? '')) {
    const u = chance(seed, id, i, 13);
    if (u < UNFLAGGED_FAMILY_RATE)
      return {
        wart: 'family_nominal',
        t: {
          ...t,
          TRANSACTION_TYPE: 'Deed',
          DOCUMENT_TYPE: null,
          ARMS_LENGTH: null,
          SALE_AMT: String(NOMINAL_PRICES[hash(seed, id, i, 14) % NOMINAL_PRICES.length]),
        },
      };
    const prior = priorPrice(record.transactions!, i);
    if (u < UNFLAGGED_FAMILY_RATE + RELATED_SALE_RATE && prior !== null) {
      const below = Math.max(1_000, Math.round((prior * (0.4 + 0.4 * chance(seed, id, i, 21))) / 1000) * 1000);
      return {
        wart: 'related_sale',
        t: { ...t, TRANSACTION_TYPE: 'Grant Deed', DOCUMENT_TYPE: 'GRANT_DEED', ARMS_LENGTH: null, SALE_AMT: String(below) },
      };
    }
    return { wart: null, t };
  }
  if (t.ARMS_LENGTH === false && DISTRESSED_TYPES.has(t.DOCUMENT_TYPE ?? '')) {
    const tax = chance(seed, id, i, 15) < TAX_DEED_RATE;
    const unflagged = chance(seed, id, i, 16) < UNFLAGGED_DISTRESSED_RATE;
    if (!tax && !unflagged) return { wart: null, t };
    return {
      wart: tax ? 'tax_deed' : 'unflagged_distressed',
      t: {
        ...t,
        ...(tax ? { TRANSACTION_TYPE: 'Tax Deed', DOCUMENT_TYPE: 'SHERIFF_DEED' as const } : {}),
        ...(unflagged ? { ARMS_LENGTH: null } : {}),
      },
    };
  }
  return { wart: null, t };
}

/**
 * The ground truth of withMarketWarts: for a record as simulated (before the warts), the wart each
 * of its transfers gets, by position (null: none).
 */
export function marketWartLabels(record: ImportRecord, seed: number): (MarketWart | null)[] {
  return (record.transactions ?? []).map((_, i) => deedWart(record, i, seed).wart);
}

/** The per-record warts: sale prices and terms, unflagged family and distressed deeds, a condo without its unit. */
export function withMarketWarts(record: ImportRecord, seed: number): ImportRecord {
  const id = record.property_id;
  const transactions = (record.transactions ?? []).map((_, i) => deedWart(record, i, seed).t);
  const address = record.address;
  const unitless = address.unit_number && chance(seed, id, 0, 17) < CONDO_WITHOUT_UNIT_RATE;
  return {
    ...record,
    ...(unitless
      ? {
          address: {
            ...address,
            formatted_street_address: buildingLine(address.formatted_street_address ?? ''),
            unit_type: null,
            unit_number: null,
          },
        }
      : {}),
    transactions,
  };
}

// --- portfolio deeds -------------------------------------------------------------------------

const INSTITUTIONS = [
  'Harborline Residential Portfolio LLC',
  'Keystone SFR Holdings LP',
  'Summit Ridge Homes Trust LLC',
  'Bluewater Rental Portfolio LLC',
  'Cedar Grove Home Partners LP',
] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Homes a portfolio sells have been held a while: none has a document in the two years before the deed. */
const PORTFOLIO_QUIET_DAYS = 730;

function eligible(record: ImportRecord, day: string): boolean {
  const cutoff = isoDay(Date.parse(`${day}T00:00:00Z`) - PORTFOLIO_QUIET_DAYS * DAY_MS);
  return (record.transactions ?? []).every((t) => (t.RECORDING_DATE ?? '') < cutoff) && record.owner?.name != null;
}

interface Portfolio {
  fips: string | null | undefined;
  size: number;
  day: string;
  buyer: string;
  docNum: string;
  discount: number;
  /** months from the deed to the simulated today */
  monthsOwned: number;
  members: ImportRecord[];
  buffer: ImportRecord[];
}

/** The deed's parcel count: 5-100, most near the small end (a few large bulk sales, many small ones). */
export function portfolioSize(u: number): number {
  const [low, high] = PORTFOLIO_PARCELS;
  return low + Math.floor((high - low + 1) * u ** 4);
}

function startPortfolio(record: ImportRecord, seed: number, asOf: string): Portfolio {
  const id = record.property_id;
  const daysBefore = 30 + (hash(seed, id, 0, 21) % 540);
  const day = isoDay(Date.parse(`${asOf}T00:00:00Z`) - daysBefore * DAY_MS);
  return {
    fips: record.parcel?.fips_code,
    size: portfolioSize(chance(seed, id, 0, 22)),
    day,
    buyer: INSTITUTIONS[hash(seed, id, 0, 23) % INSTITUTIONS.length]!,
    docNum: `${day.slice(0, 4)}-P${String(hash(seed, id, 0, 24) % 100_000_000).padStart(8, '0')}`,
    discount: 0.85 + 0.1 * chance(seed, id, 0, 25),
    monthsOwned: Math.floor(daysBefore / 30.44),
    members: [],
    buffer: [],
  };
}

/** Writes the deed on each member: the same document, day and buyer, the total price on every parcel; the buyer owns them now. */
function closePortfolio(p: Portfolio): ImportRecord[] {
  if (p.members.length < PORTFOLIO_PARCELS[0]) return p.buffer;
  const total = Math.round((p.members.reduce((s, r) => s + (r.valuation?.value ?? 0), 0) * p.discount) / 1000) * 1000;
  const members = new Set(p.members);
  return p.buffer.map((r) => {
    if (!members.has(r)) return r;
    const sale = [...(r.transactions ?? [])].reverse().find((t) => t.ARMS_LENGTH === true && Number(t.SALE_AMT ?? 0) > 0);
    const deed: ImportTransaction = {
      ...(sale ?? {}),
      RECORDING_DATE: p.day,
      APN: r.parcel?.apn_original ?? sale?.APN ?? null,
      BUYER_BORROWER1_NAME: p.buyer,
      BUYER_BORROWER2_NAME: null,
      SALE_DATE: p.day,
      TRANSACTION_TYPE: sale?.TRANSACTION_TYPE ?? 'Warranty Deed',
      SELLER1_NAME: r.owner!.name,
      SALE_AMT: String(total),
      FIRST_MTG_RECORDING_DATE: null,
      FIRST_MTG_AMT: null,
      FIRST_MTG_LENDER_NAME: null,
      FIRST_MTG_DUE_DATE: null,
      DOCUMENT_TYPE: sale?.DOCUMENT_TYPE ?? 'WARRANTY_DEED',
      ARMS_LENGTH: true,
      DOC_NUM: p.docNum,
      FIRST_MTG_INTEREST_RATE: null,
      FIRST_MTG_TERM_MONTHS: null,
      FIRST_MTG_TYPE: null,
    };
    return {
      ...r,
      owner: { ...r.owner!, name: p.buyer, second_name: null, owner_occupied: false, corporate_owner: true, care_of_name: null },
      exemptions: r.exemptions ? { ...r.exemptions, homeowner: false } : r.exemptions,
      owner_type: 'Corporate',
      purchase_method: 'Cash',
      months_owned: p.monthsOwned,
      last_sale: r.last_sale
        ? {
            ...r.last_sale,
            date: p.day,
            price: total,
            document_type: deed.TRANSACTION_TYPE ?? null,
            mtg_amount: null,
            mtg_type: null,
            lender: null,
            mtg_interest_rate: null,
            mtg_term_months: null,
            mtg_1_est_remaining: null,
          }
        : r.last_sale,
      current_sale: { doc_num: p.docNum, buyer_1: p.buyer, buyer_2: null, seller_1: r.owner!.name, seller_2: r.owner!.second_name ?? null },
      transactions: [...(r.transactions ?? []), deed],
    };
  });
}

/**
 * Portfolio deeds over the record stream: a home starts a deed with PORTFOLIO_START_RATE, which
 * takes the next homes of its county that have no document in the two years before the deed's
 * day, up to its parcel count. Records between the first and the last parcel wait (at most a few
 * hundred), so the order and the bounded memory of the stream are kept.
 */
export function* withPortfolioDeeds(records: Iterable<ImportRecord>, seed: number, asOf: string): Generator<ImportRecord> {
  let open: Portfolio | null = null;
  for (const r of records) {
    if (open && open.fips !== r.parcel?.fips_code) {
      yield* closePortfolio(open);
      open = null;
    }
    if (!open && chance(seed, r.property_id, 0, 20) < PORTFOLIO_START_RATE) open = startPortfolio(r, seed, asOf);
    if (!open) {
      yield r;
      continue;
    }
    open.buffer.push(r);
    if (eligible(r, open.day)) open.members.push(r);
    if (open.members.length === open.size) {
      yield* closePortfolio(open);
      open = null;
    }
  }
  if (open) yield* closePortfolio(open);
}
