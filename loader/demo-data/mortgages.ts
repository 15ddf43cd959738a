/** Mortgage terms by buyer, era and lender, and amortisation. */

import { mortgageRate } from './indexes.ts';
import { LENDERS, PRIVATE_LENDERS } from './names.ts';
import type { Rng } from './random.ts';

export interface Loan {
  amount: number;
  /** percent */
  rate: number;
  termMonths: number;
  start: number;
  lender: string;
  type: string;
}

export type Borrower = 'occupant' | 'landlord' | 'investor' | 'flipper' | 'distressed';

const LENDERS_BY_YEAR = new Map<number, string[]>();

function lendersIn(year: number): string[] {
  let list = LENDERS_BY_YEAR.get(year);
  if (!list) {
    list = LENDERS.filter(([, from, to]) => year >= from && year <= to).map(([name]) => name);
    LENDERS_BY_YEAR.set(year, list);
  }
  return list;
}

export const lenderIn = (rng: Rng, year: number): string => rng.pick(lendersIn(year));

const FORECLOSING_BY_YEAR = new Map<number, string[]>();

/** A lender that was lending before the boom and still exists when it forecloses. */
export function foreclosingLender(rng: Rng, year: number): string {
  let list = FORECLOSING_BY_YEAR.get(year);
  if (!list) {
    list = LENDERS.filter(([, from, to]) => from <= 2003 && to >= year).map(([name]) => name);
    FORECLOSING_BY_YEAR.set(year, list);
  }
  return rng.pick(list);
}

/** Rates are quoted in eighths of a point. */
const eighths = (rate: number) => Math.round(rate * 8) / 8;
const hundreds = (amount: number) => Math.round(amount / 100) * 100;

/** A purchase loan for a buyer of this kind on this price, or null for a cash purchase. */
export function purchaseLoan(rng: Rng, borrower: Borrower, price: number, day: number, year: number, cashShare: number): Loan | null {
  if (borrower !== 'distressed' && rng.chance(cashShare)) return null;
  const market = mortgageRate(year);
  if (borrower === 'flipper') {
    return {
      amount: hundreds(price * rng.between(0.7, 0.9)),
      rate: eighths(rng.between(9, 12.5)),
      termMonths: 12,
      start: day,
      lender: rng.pick(PRIVATE_LENDERS),
      type: 'Private Lender',
    };
  }
  if (borrower === 'landlord' || borrower === 'investor') {
    return {
      amount: hundreds(price * rng.between(0.7, 0.8)),
      rate: eighths(market + 0.6 + 0.2 * rng.normal()),
      termMonths: 360,
      start: day,
      lender: lenderIn(rng, year),
      type: borrower === 'investor' ? 'Commercial' : 'Conventional',
    };
  }
  const boom = year >= 2004 && year <= 2007;
  if (borrower === 'distressed' || (boom && rng.chance(0.3))) {
    const adjustable = rng.chance(0.5);
    return {
      amount: hundreds(price * rng.between(0.95, 1)),
      rate: eighths(market + (adjustable ? -0.6 : 0.4) + 0.3 * rng.normal()),
      termMonths: 360,
      start: day,
      lender: lenderIn(rng, year),
      type: adjustable ? 'Adjustable' : 'Conventional',
    };
  }
  const u = rng.float();
  const [ltv, type, spread] =
    u < 0.22
      ? [0.965, 'FHA', -0.1]
      : u < 0.28
        ? [1, 'VA', -0.2]
        : u < 0.78
          ? [0.8, 'Conventional', 0]
          : [rng.pick([0.85, 0.9, 0.95]), 'Conventional', 0.15];
  const short = rng.chance(0.1);
  return {
    amount: hundreds(price * ltv),
    rate: eighths(market + spread + (short ? -0.6 : 0) + 0.2 * rng.normal()),
    termMonths: short ? 180 : 360,
    start: day,
    lender: lenderIn(rng, year),
    type,
  };
}

/** Balance left after the payments due by `day` (standard fixed-rate amortisation). */
export function remainingBalance(loan: Loan, day: number): number {
  const paid = Math.floor((day - loan.start) / 30.4375);
  if (paid >= loan.termMonths) return 0;
  if (paid <= 0) return loan.amount;
  const r = loan.rate / 1200;
  const growth = (1 + r) ** loan.termMonths;
  return Math.round((loan.amount * (growth - (1 + r) ** paid)) / (growth - 1));
}

/** A refinance into today's rate; cash-out up to 80% of value. */
export function refinance(rng: Rng, old: Loan, day: number, year: number, value: number): Loan | null {
  const balance = remainingBalance(old, day);
  const amount = hundreds(Math.max(balance, Math.min(value * 0.8, balance * rng.between(1, 1.25))));
  if (amount <= 0 || amount > value * 0.95) return null;
  const short = rng.chance(0.22);
  return {
    amount,
    rate: eighths(mortgageRate(year) + (short ? -0.6 : 0) + 0.2 * rng.normal()),
    termMonths: short ? 180 : 360,
    start: day,
    lender: lenderIn(rng, year),
    type: 'Conventional',
  };
}
