/**
 * A home's ownership history, from the current owner backwards: each owner's purchase date
 * comes from how long that kind of owner holds, and each seller is chosen for the era (bank
 * owners after the 2008-2012 foreclosure wave, flippers, the builder for new homes, an
 * unrecorded owner before 2000). A forward pass then prices the sales off the market index,
 * finances them, and adds refinances, family and entity transfers and default notices.
 * Sellers always are the previous deed's grantee, so the chain of title is consistent.
 */
import type { ImportTransaction } from '../../shared/properties/records/import-record.ts';
import { activityBefore } from './activity.ts';
import { addMonths, businessDay, dayOf, iso, monthIndex, seasonal, yearOf, yearStart } from './dates.ts';
import { mortgageRate } from './indexes.ts';
import { type Borrower, foreclosingLender, type Loan, purchaseLoan, refinance, remainingBalance } from './mortgages.ts';
import { company, heir, type Party, person, trustOf, withSpouse } from './parties.ts';
import type { Rng } from './random.ts';
import type { DocumentType } from './types.ts';
import type { MarketState } from './world.ts';

export type Role = 'occupant' | 'landlord' | 'investor' | 'institution' | 'flipper' | 'lender' | 'government';
export type Transfer = 'trust' | 'spouse' | 'heir' | 'llc' | 'borrower';

/** The owner today, decided by the ownership slot before the history is drawn. */
export interface CurrentOwner {
  role: Role;
  /** the grantee on the owner's purchase deed */
  acquiredAs: Party;
  /** a later transfer into another name (trust, LLC, securitisation borrower ...) and the name on a given day */
  transfer: Transfer | null;
  transferTo: ((day: number) => Party) | null;
  borrower: Borrower;
  cashShare: number;
}

interface Epoch {
  start: number;
  how: 'sale' | 'new' | 'foreclosure' | 'unrecorded';
  role: Role;
  buyer: Party;
  /** the name at the end of the epoch, after any family or entity transfers */
  owner: Party;
  /** a flip resold at a profit or a loss, or a quick resale (held under 90 days) at a thin margin */
  flip: 'profit' | 'loss' | 'quick' | null;
  price: number | null;
  /** the purchase loan, and the loan outstanding at the end of the epoch (after refinances) */
  purchaseLoan: Loan | null;
  loan: Loan | null;
}

export interface HistoryContext {
  rng: Rng;
  market: MarketState;
  asOf: number;
  built: number;
  /** the home's value = market index x valueFactor */
  valueFactor: number;
  apn: string;
  /** first DOC_NUM sequence number of this home */
  docBase: number;
  builder: string;
  flipper: () => Party;
  institution: () => Party | null;
}

export interface PreForeclosure {
  day: number;
  documentType: DocumentType;
  wording: string;
}

export interface History {
  /** the owner's name as the last deed gives it */
  owner: Party;
  transactions: ImportTransaction[];
  /** the current owner's acquisition */
  current: { start: number; how: Epoch['how']; price: number | null; purchaseLoan: Loan | null };
  /** the last deed with a price (a sale, or a foreclosure with a bid) and the grantor's second name */
  lastSale: ImportTransaction | null;
  lastSaleLoan: Loan | null;
  lastSaleSeller2: string | null;
  /** the loan the current owner still carries */
  currentLoan: Loan | null;
  preForeclosure: PreForeclosure | null;
  /** periods during which a landlord owned the home (for leases) */
  rentalSpans: { start: number; end: number }[];
}

/** Deeds before this are not in the synthetic record, except the current owner's own purchase. */
const WINDOW_START = dayOf(2000, 1, 1);
const EARLIEST_PURCHASE = dayOf(1990, 1, 1);
/** Unrecorded owners' purchase dates are only ordered, never written; this keeps them in the date tables. */
const OLDEST_DAY = dayOf(1986, 1, 1);
const YEAR = 365.25;
const DOC_NUMBER_SPACE = 1_000_000_000;
export const DOCS_PER_HOME = 128;
const MAX_OWNERS = 14;
const FLIP_LOSS_SHARE = 0.12;
/**
 * Flips resold within 90 days of the purchase (wholesale-style quick resales, light cosmetic
 * work): a few percent of US flips, up to about a tenth (docs/data.md#flips). The others are held
 * 90-340 days, most near six months.
 */
const QUICK_FLIP_SHARE = 0.06;
const QUICK_FLIP_DAYS = [14, 89] as const;
/** A current owner's trust, spouse or heir deed comes this long after the purchase at the earliest, as earlier owners' do. */
const FAMILY_TRANSFER_AFTER = 2 * YEAR;
/** A landlord who lived in the home first (financed it as an occupant) bought it at least this long ago. */
const FORMER_RESIDENT_TENURE = 2 * YEAR;
/** Owners who are not flipping hold at least this long (so only flips resell within a year). */
const MIN_HOLD = Math.round(1.3 * YEAR);
const PRE_FORECLOSURE_SHARE = 0.01;

/** Years a kind of current owner has held the home (mean of an exponential, in normal-pace years) and its earliest purchase year. */
const TENURE: Partial<Record<Role, readonly [number, number]>> = {
  occupant: [10, 1990],
  landlord: [9, 1990],
  investor: [7, 1998],
  government: [6, 2005],
};

/** 0 before 2007, 1 through the 2009-2011 foreclosure peak, 0 again from mid-2014. */
function foreclosureWave(day: number): number {
  const year = yearOf(day) + (day - yearStart(yearOf(day))) / YEAR;
  if (year < 2007 || year >= 2014.5) return 0;
  if (year < 2009) return (year - 2007) / 2;
  if (year < 2012) return 1;
  return (2014.5 - year) / 2.5;
}

/** Share of resales that are flips: rarer before the crash, commonest 2012-2022. */
function flipShare(day: number): number {
  const year = yearOf(day);
  return year < 2008 ? 0.035 : year < 2012 ? 0.045 : year <= 2022 ? 0.06 : 0.05;
}

/** Institutional purchases: the 2012-2014 bulk buying of foreclosures, steady since, a 2021-2022 burst; [cumulative share, from, to]. */
const INSTITUTIONAL_WAVES: readonly (readonly [number, number, number])[] = [
  [0.4, dayOf(2012, 3, 1), dayOf(2014, 12, 31)],
  [0.65, dayOf(2015, 1, 1), dayOf(2020, 12, 31)],
  [0.92, dayOf(2021, 1, 1), dayOf(2022, 9, 30)],
  [1, dayOf(2022, 10, 1), Infinity],
];
/** Institutions sell homes bought in their first wave. */
const DISPOSED_FROM = dayOf(2012, 3, 1);
const DISPOSED_TO = dayOf(2016, 6, 30);
/** Securitisation transfers start with the first single-family-rental deals. */
const FIRST_SECURITISATION = dayOf(2015, 1, 1);

function institutionalPurchase(rng: Rng, asOf: number): number {
  const u = rng.float();
  const [, from, to] = INSTITUTIONAL_WAVES.find((w) => u < w[0])!;
  return Math.round(rng.between(Math.min(from, asOf - 365), Math.min(to, asOf - 60)));
}

function currentStart(ctx: HistoryContext, current: CurrentOwner): number {
  const { rng, asOf } = ctx;
  const { role } = current;
  if (role === 'institution') return institutionalPurchase(rng, asOf);
  if (role === 'lender') return asOf - rng.intBetween(30, 330);
  const [mean, firstYear] = TENURE[role] ?? TENURE.investor!;
  const earliest = yearStart(firstYear);
  const latest = role === 'landlord' && current.borrower === 'occupant' ? asOf - FORMER_RESIDENT_TENURE : asOf - 30;
  const day = activityBefore(latest, rng.exponential(mean));
  return day >= earliest ? day : earliest + rng.int(Math.max(1, Math.min(5 * YEAR, latest - earliest)));
}

/** A purchase date drawn uniformly moved to the seasonal pattern, kept before `before`; undated before the window. */
function saleDay(day: number, before: number): number {
  if (day < WINDOW_START) return Math.max(day, OLDEST_DAY);
  const moved = businessDay(seasonal(day));
  return moved < before ? moved : businessDay(day) < before ? businessDay(day) : day;
}

function epoch(start: number, how: Epoch['how'], role: Role, buyer: Party): Epoch {
  return { start, how, role, buyer, owner: buyer, flip: null, price: null, purchaseLoan: null, loan: null };
}

/** Owners from the current one back to the first recorded (or unrecorded original) owner, newest first. */
function ownersBackwards(ctx: HistoryContext, current: CurrentOwner): Epoch[] {
  const { rng, built, asOf, market } = ctx;
  const first = epoch(
    saleDay(currentStart(ctx, current), asOf - 20),
    current.role === 'lender' ? 'foreclosure' : 'sale',
    current.role,
    current.acquiredAs,
  );
  if (first.start < built + 30) first.start = Math.min(asOf - 20, businessDay(built + rng.intBetween(20, 240)));
  const epochs = [first];
  let later = first;
  while (later.how !== 'new' && later.how !== 'unrecorded' && epochs.length < MAX_OWNERS) {
    const t = later.start;
    if (built >= EARLIEST_PURCHASE && t - built < YEAR * 1.5 && later.how === 'sale') {
      later.how = 'new';
      break;
    }
    let prev: Epoch;
    if (later.how === 'foreclosure') {
      const start = t - Math.round(rng.between(1.5, 7) * YEAR);
      prev = epoch(saleDay(start, t - 365), 'sale', rng.chance(0.85) ? 'occupant' : 'landlord', person(rng));
    } else if (rng.chance(market.def.reoPeak * foreclosureWave(t) * (later.role === 'occupant' ? 1 : 1.4))) {
      const auction = rng.chance(0.15);
      prev = epoch(
        businessDay(t - rng.intBetween(40, 270)),
        'foreclosure',
        auction ? 'flipper' : 'lender',
        auction ? ctx.flipper() : company(foreclosingLender(rng, yearOf(t))),
      );
    } else if (rng.chance(flipShare(t))) {
      const quick = rng.chance(QUICK_FLIP_SHARE);
      const hold = quick ? rng.intBetween(...QUICK_FLIP_DAYS) : 90 + Math.round(250 * rng.float() ** 1.4);
      prev = epoch(businessDay(t - hold), 'sale', 'flipper', ctx.flipper());
      prev.flip = quick ? 'quick' : rng.chance(FLIP_LOSS_SHARE) ? 'loss' : 'profit';
    } else {
      const institution = yearOf(t) >= 2016 && rng.chance(0.025) ? ctx.institution() : null;
      if (institution)
        prev = epoch(Math.round(rng.between(DISPOSED_FROM, Math.min(t - 730, DISPOSED_TO))), 'sale', 'institution', institution);
      else {
        const start = Math.min(t - MIN_HOLD, activityBefore(t, Math.max(MIN_HOLD / YEAR, rng.exponential(9))));
        prev = epoch(saleDay(start, t - MIN_HOLD), 'sale', rng.chance(0.82) ? 'occupant' : 'landlord', person(rng));
      }
    }
    if (prev.start < built + 30) {
      if (built < EARLIEST_PURCHASE) prev.how = 'unrecorded';
      else if (t - built < 2 * YEAR) {
        later.how = 'new';
        break;
      } else {
        prev.start = businessDay(built + rng.intBetween(20, 240));
        prev.how = 'new';
        prev.flip = null;
      }
    }
    if (prev.start < WINDOW_START && prev.how !== 'new') prev.how = 'unrecorded';
    epochs.push(prev);
    later = prev;
  }
  if (later.how === 'sale' || later.how === 'foreclosure')
    epochs.push(epoch(Math.max(OLDEST_DAY, later.start - Math.round(5 * YEAR)), 'unrecorded', 'occupant', person(rng)));
  return epochs.reverse();
}

/** Market-relative price multipliers by buyer: investors buy below value, institutions most in 2012-2014. */
function buyerDiscount(rng: Rng, role: Role, day: number): number {
  switch (role) {
    case 'landlord':
      return 0.98;
    case 'investor':
      return rng.between(0.9, 0.98);
    case 'institution':
      return yearOf(day) <= 2014 ? rng.between(0.84, 0.94) : rng.between(0.93, 1);
    case 'government':
      return 0.9;
    default:
      return 1;
  }
}

const roundPrice = (rng: Rng, price: number) => (rng.chance(0.7) ? Math.round(price / 1000) * 1000 : Math.round(price / 100) * 100);

function prices(ctx: HistoryContext, epochs: Epoch[]): void {
  const { rng } = ctx;
  epochs.forEach((e, i) => {
    if (e.how === 'unrecorded' || e.how === 'foreclosure') return;
    let p = valueAt(ctx, e.start) * Math.exp(0.06 * rng.normal()) * buyerDiscount(rng, e.role, e.start);
    if (e.how === 'new') p *= rng.between(1, 1.06);
    const seller = epochs[i - 1];
    if (seller && seller.role === 'lender') p *= rng.between(0.72, 0.9);
    e.price = Math.max(15_000, roundPrice(rng, p));
  });
  epochs.forEach((e, i) => {
    const resale = epochs[i + 1]?.price;
    if (!e.flip || !resale) return;
    const p =
      e.flip === 'profit'
        ? resale * rng.between(0.62, 0.86)
        : e.flip === 'quick'
          ? resale * rng.between(0.84, 0.95)
          : resale * rng.between(1.04, 1.18);
    e.price = Math.max(10_000, roundPrice(rng, p));
  });
}

export function valueAt(ctx: HistoryContext, day: number): number {
  return ctx.market.homeIndex[monthIndex(day)]! * ctx.valueFactor;
}

function borrowerOf(role: Role): Borrower {
  return role === 'occupant' ? 'occupant' : role === 'landlord' ? 'landlord' : role === 'flipper' ? 'flipper' : 'investor';
}

const CASH_SHARE: Record<Role, number> = {
  occupant: 0.13,
  landlord: 0.35,
  investor: 0.6,
  institution: 0.97,
  flipper: 0.6,
  lender: 1,
  government: 1,
};

// --- records ---------------------------------------------------------------------------------

/** Writes the recorder's documents; ARMS_LENGTH is null on documents that transfer nothing (loans, notices). */
class Recorder {
  readonly out: ImportTransaction[] = [];
  private seq = 0;

  constructor(private readonly ctx: HistoryContext) {}

  private docNumber(day: number): string {
    const n = (((this.ctx.docBase + this.seq++) % DOC_NUMBER_SPACE) * 48271 + 7_654_321) % DOC_NUMBER_SPACE;
    return `${yearOf(day)}-${String(n).padStart(9, '0')}`;
  }

  add(
    day: number,
    sale: boolean,
    wording: string,
    documentType: DocumentType,
    armsLength: boolean | null,
    amount: number | null,
    buyer: Party | null,
    seller: Party | null,
    loan: Loan | null,
  ): ImportTransaction {
    const recorded = businessDay(day + (sale ? this.ctx.rng.int(5) : 0));
    const recordedText = iso(recorded);
    const tx: ImportTransaction = {
      RECORDING_DATE: recordedText,
      APN: this.ctx.apn,
      BUYER_BORROWER1_NAME: buyer ? buyer.name1 : null,
      BUYER_BORROWER2_NAME: buyer ? buyer.name2 : null,
      SALE_DATE: sale ? iso(day) : null,
      TRANSACTION_TYPE: wording,
      SELLER1_NAME: seller ? seller.name1 : null,
      SALE_AMT: amount === null ? null : String(amount),
      FIRST_MTG_RECORDING_DATE: loan ? recordedText : null,
      FIRST_MTG_AMT: loan ? String(loan.amount) : null,
      FIRST_MTG_LENDER_NAME: loan ? loan.lender : null,
      FIRST_MTG_DUE_DATE: loan ? iso(addMonths(loan.start, loan.termMonths)) : null,
      DOCUMENT_TYPE: documentType,
      ARMS_LENGTH: armsLength,
      DOC_NUM: this.docNumber(recorded),
      FIRST_MTG_INTEREST_RATE: loan ? loan.rate : null,
      FIRST_MTG_TERM_MONTHS: loan ? loan.termMonths : null,
      FIRST_MTG_TYPE: loan ? loan.type : null,
    };
    this.out.push(tx);
    return tx;
  }
}

interface Event {
  day: number;
  emit: () => void;
}

/** A nominal consideration ("$10 and other good and valuable consideration") or none. */
const nominal = (rng: Rng) => (rng.chance(0.25) ? 10 : null);

function transferWording(ctx: HistoryContext, kind: Transfer): [string, DocumentType] {
  const deeds = ctx.market.def.deeds;
  if (kind === 'spouse') return [deeds.interspousal, deeds.interspousal.startsWith('Quit') ? 'QUITCLAIM_DEED' : 'INTRAFAMILY_TRANSFER'];
  if (kind === 'heir') return ["Executor's Deed", 'INTRAFAMILY_TRANSFER'];
  if (kind === 'borrower') return [deeds.reoSale, deeds.saleType];
  return ['Quit Claim Deed', 'QUITCLAIM_DEED'];
}

function transferEvent(ctx: HistoryContext, rec: Recorder, e: Epoch, day: number, kind: Transfer, to: Party): Event {
  return {
    day,
    emit: () => {
      const [wording, type] = transferWording(ctx, kind);
      rec.add(day, true, wording, type, false, kind === 'borrower' ? null : nominal(ctx.rng), to, e.owner, null);
      e.owner = to;
    },
  };
}

/** A family transfer some owners make along the way (spouse added or removed, a trust, an heir). */
function familyTransfer(ctx: HistoryContext, rec: Recorder, e: Epoch, end: number): Event | null {
  const { rng } = ctx;
  if (e.buyer.type !== 'Individual' || end - e.start < 2 * YEAR) return null;
  const u = rng.float();
  const kind: Transfer | null = u < 0.05 ? 'spouse' : u < 0.1 ? 'trust' : u < 0.1 + 0.004 * ((end - e.start) / YEAR) ? 'heir' : null;
  if (!kind) return null;
  const day = businessDay(Math.round(rng.between(e.start + 180, end - 180)));
  const to =
    kind === 'spouse' ? withSpouse(rng, e.buyer) : kind === 'trust' ? trustOf(rng, e.buyer) : heir(rng, e.buyer.surname ?? e.buyer.name1);
  return transferEvent(ctx, rec, e, day, kind, to);
}

function refinanceEvents(ctx: HistoryContext, rec: Recorder, e: Epoch, end: number, events: Event[]): void {
  const { rng } = ctx;
  let day = e.start + 365 + rng.int(200);
  let refis = 0;
  while (day < end - 90 && refis < 3 && e.loan) {
    const year = yearOf(day);
    const current = e.loan;
    const gap = current.rate - mortgageRate(year);
    const p = gap > 1 ? 0.35 : gap > 0.6 ? 0.15 : 0.03;
    if (rng.chance(p)) {
      const loan = refinance(rng, current, day, year, valueAt(ctx, day));
      if (loan) {
        const at = day;
        events.push({
          day: at,
          emit: () => void rec.add(at, false, ctx.market.def.deeds.mortgage, 'REFINANCE', null, null, e.owner, null, loan),
        });
        e.loan = loan;
        refis++;
      }
    }
    day += 300 + rng.int(130);
  }
}

/** Notice of default / lis pendens: the owner is the borrower, the foreclosing lender is named. */
function noticeEvent(ctx: HistoryContext, rec: Recorder, e: Epoch, day: number, lender: string | null): Event {
  const deeds = ctx.market.def.deeds;
  return {
    day,
    emit: () => {
      const tx = rec.add(day, false, deeds.notice, deeds.noticeType, null, null, e.owner, null, null);
      tx.FIRST_MTG_LENDER_NAME = lender;
    },
  };
}

function acquire(ctx: HistoryContext, rec: Recorder, e: Epoch, seller: Epoch | null): ImportTransaction | null {
  const { rng, market } = ctx;
  const deeds = market.def.deeds;
  if (e.how === 'unrecorded') return null;
  const from = seller ? seller.owner : company(ctx.builder);
  if (e.how === 'foreclosure') {
    const balance = seller?.loan ? remainingBalance(seller.loan, e.start) : null;
    const bid = balance !== null && rng.chance(0.65) ? Math.round((balance * rng.between(0.85, 1.02)) / 100) * 100 : null;
    return rec.add(e.start, true, deeds.foreclosure, deeds.foreclosureType, false, bid, e.buyer, from, null);
  }
  const corporateSeller = from.type !== 'Individual' && from.type !== 'Trust';
  return rec.add(e.start, true, corporateSeller ? deeds.reoSale : deeds.sale, deeds.saleType, true, e.price, e.buyer, from, e.loan);
}

function financeAll(ctx: HistoryContext, epochs: Epoch[], current: CurrentOwner): void {
  const { rng } = ctx;
  epochs.forEach((e, i) => {
    if (e.price === null || e.how === 'foreclosure') return;
    const isCurrent = i === epochs.length - 1;
    const foreclosed = epochs[i + 1]?.how === 'foreclosure';
    const borrower: Borrower = foreclosed ? 'distressed' : isCurrent ? current.borrower : borrowerOf(e.role);
    e.loan = purchaseLoan(rng, borrower, e.price, e.start, yearOf(e.start), isCurrent ? current.cashShare : CASH_SHARE[e.role]);
    const next = epochs[i + 1];
    if (foreclosed && next && next.role === 'lender' && e.loan) e.loan.lender = next.buyer.name1;
    e.purchaseLoan = e.loan;
  });
}

export function buildHistory(ctx: HistoryContext, current: CurrentOwner): History {
  const { rng, asOf } = ctx;
  const epochs = ownersBackwards(ctx, current);
  prices(ctx, epochs);
  financeAll(ctx, epochs, current);
  const rec = new Recorder(ctx);
  let lastSale: ImportTransaction | null = null;
  let lastSaleLoan: Loan | null = null;
  let lastSaleSeller2: string | null = null;
  let preForeclosure: PreForeclosure | null = null;
  const rentalSpans: { start: number; end: number }[] = [];
  const last = epochs.length - 1;
  epochs.forEach((e, i) => {
    const seller = epochs[i - 1] ?? null;
    const next = epochs[i + 1];
    const end = next ? next.start : asOf;
    const acquisition = acquire(ctx, rec, e, seller);
    if (acquisition && acquisition.SALE_AMT !== null) {
      lastSale = acquisition;
      lastSaleLoan = e.purchaseLoan;
      lastSaleSeller2 = seller ? seller.owner.name2 : null;
    }
    const events: Event[] = [];
    const foreclosedNext = next?.how === 'foreclosure';
    if (!foreclosedNext && (e.role === 'occupant' || e.role === 'landlord')) refinanceEvents(ctx, rec, e, end, events);
    if (i === last) {
      const family = current.transfer === 'trust' || current.transfer === 'spouse' || current.transfer === 'heir';
      const from = Math.max(e.start + (family ? FAMILY_TRANSFER_AFTER : 60), current.transfer === 'borrower' ? FIRST_SECURITISATION : 0);
      if (current.transfer && current.transferTo && from < end - 30) {
        const day = businessDay(Math.round(rng.between(from, end - 30)));
        events.push(transferEvent(ctx, rec, e, day, current.transfer, current.transferTo(day)));
      }
    } else {
      const family = familyTransfer(ctx, rec, e, end);
      if (family && family.day >= WINDOW_START) events.push(family);
    }
    if (foreclosedNext) {
      const day = businessDay(Math.max(e.start + 200, end - rng.intBetween(100, 330)));
      if (day < end) events.push(noticeEvent(ctx, rec, e, day, next.role === 'lender' ? next.buyer.name1 : (e.loan?.lender ?? null)));
    }
    if (i === last && e.loan && rng.chance(PRE_FORECLOSURE_SHARE)) {
      const day = businessDay(asOf - rng.intBetween(15, 330));
      const deeds = ctx.market.def.deeds;
      // a default notice needs a loan a year old at least
      if (e.loan.start < day - YEAR) {
        preForeclosure = { day, documentType: deeds.noticeType, wording: deeds.notice };
        events.push(noticeEvent(ctx, rec, e, day, e.loan.lender));
      }
    }
    events.sort((a, b) => a.day - b.day);
    for (const ev of events) ev.emit();
    if ((e.role === 'landlord' || e.role === 'investor' || e.role === 'institution') && end > WINDOW_START)
      rentalSpans.push({ start: Math.max(e.start, WINDOW_START), end });
  });
  const now = epochs[last]!;
  return {
    owner: now.owner,
    transactions: rec.out,
    current: { start: now.start, how: now.how, price: now.price, purchaseLoan: now.purchaseLoan },
    lastSale,
    lastSaleLoan,
    lastSaleSeller2,
    currentLoan: now.loan,
    preForeclosure,
    rentalSpans,
  };
}
