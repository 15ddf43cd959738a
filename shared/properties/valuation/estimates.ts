/**
 * GET /properties/valuation and GET /properties/rent-estimate (docs/valuation.md): the subject (a
 * property of the data, or a description), one evidence scan, the model, and the answer with its
 * evidence. The rental comparables endpoint asks the same function for its rent estimate.
 */
import type { Sql, TransactionSql } from 'postgres';
import { addMonths, daysBetween, today } from '../../platform/dates.ts';
import { db } from '../../platform/db/client.ts';
import { InsufficientEvidence } from '../../platform/errors.ts';
import type { PropertyHit } from '../records/queries.ts';
import type { PropertyRecord } from '../records/record-schema.ts';
import { CALIBRATION_RULES, DEFAULT_SCALES, type Scales } from './calibration.ts';
import {
  ADJUSTMENTS,
  type Adjusted,
  type Adjustment,
  type Candidate,
  columns,
  ESTIMATE_LIMITS,
  type Estimate,
  estimate,
  MIN_COMPARABLES,
  MODELS,
  NOMINAL_COVERAGE,
  sameTypeFirst,
} from './model.ts';
import { buildIndex, type PriceIndex } from './price-index.ts';
import {
  type Evidence,
  type EvidenceKind,
  type EvidenceRow,
  evidenceEnd,
  type Market,
  type OwnSaleRow,
  scanEvidence,
  scanEvidenceMany,
} from './queries.ts';
import type { RentEstimateResponse, ValuationResponse } from './schemas.ts';
import {
  adjustSale,
  blendedRange,
  blendSubjectSales,
  nonMarketShare,
  nonMarketWidening,
  REFUSE_NON_MARKET_SHARE,
  SUBJECT_SALE_RULES,
} from './subject-sales.ts';
import { listedFacts, recordTraits, rowTraits, servedTraits } from './trait-fields.ts';
import type { Traits } from './traits.ts';

export interface Subject {
  /** the property in the data, when the subject is one (its own sales on or after as_of are never evidence) */
  propertyId: number | null;
  address: string | null;
  lat: number;
  lon: number;
  /** its state, which sets the default as_of; null for a description (the nearest property's state is used) */
  state: string | null;
  traits: Traits;
}

export interface EstimateRequest {
  subject: Subject;
  asOf?: string | undefined;
  radius?: number | undefined;
  /** how far back evidence is read, months before as_of (default ESTIMATE_LIMITS.months) */
  months?: number | undefined;
  maxComparables: number;
}

const MILES_PER_DEGREE_LAT = 69.09;
const round = (x: number, decimals = 0) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** The subject's traits from its stored record. */
export function subjectOf(hit: PropertyHit, normalized: string): Subject {
  return recordSubject(hit.property_id, hit.doc, normalized);
}

/** A stored property as a subject: GET /properties/valuation's by address, and the valuation pass's. */
export function recordSubject(propertyId: number, doc: PropertyRecord, address: string): Subject {
  return {
    propertyId,
    address,
    lat: doc.address.latitude,
    lon: doc.address.longitude,
    state: doc.address.state,
    traits: recordTraits(doc),
  };
}

interface EvidenceWindow {
  asOf: string;
  radius: number;
  since: string;
  indexFrom: string;
}

/**
 * The default as_of of a subject's estimate of this kind: the latest evidence date of its state,
 * else of the whole data; null when the data holds none.
 */
export async function defaultAsOf(kind: EvidenceKind, subject: Pick<Subject, 'lat' | 'lon' | 'state'>): Promise<string | null> {
  return (await evidenceEnd(await db(), kind, subject)).latest;
}

/**
 * The window of a subject's evidence. as_of defaults to the latest evidence date of the subject's
 * state (else of the whole data): a state whose data ends earlier is valued as of its own end, where
 * its price index still reaches. A later as_of would be a forecast past the data, with no price index
 * to bring the evidence to it: InsufficientEvidence (docs/valuation.md#as-of).
 */
async function evidenceWindow(
  sql: Sql | TransactionSql,
  kind: EvidenceKind,
  subject: Subject,
  asOf: string | undefined,
  radius: number | undefined,
  months: number = ESTIMATE_LIMITS.months,
): Promise<EvidenceWindow> {
  const end = await evidenceEnd(sql, kind, subject);
  const last = end.latest;
  if (asOf !== undefined && last !== null && asOf > last) {
    const what = kind === 'sale' ? 'arms-length sale' : 'lease';
    const where = end.inState !== null ? ` in ${end.state}` : '';
    throw new InsufficientEvidence(
      `The data's latest ${what}${where} is dated ${last}: an estimate as of ${asOf} would be a forecast past the data. Ask as of ${last} or earlier, or leave as_of out.`,
      { reason: 'after_data', as_of: asOf, latest_evidence_date: last, state: end.inState !== null ? end.state : null },
    );
  }
  const at = asOf ?? last ?? today();
  const since = addMonths(at, -months);
  return { asOf: at, radius: radius ?? ESTIMATE_LIMITS.radius, since, indexFrom: `${addMonths(since, -6).slice(0, 7)}-01` };
}

const scanOf = (kind: EvidenceKind, w: EvidenceWindow) => ({
  kind,
  radiusMiles: w.radius,
  since: w.since,
  asOf: w.asOf,
  candidateLimit: ESTIMATE_LIMITS.candidates,
  indexFrom: w.indexFrom,
  ownSince: kind === 'sale' ? addMonths(w.asOf, -12 * SUBJECT_SALE_RULES.horizonYears) : null,
});

export async function estimateFor(kind: EvidenceKind, req: EstimateRequest) {
  return estimateWith(await db(), kind, req);
}

/** estimateFor on a given connection (the calibration's rolling backtest, loader/rollups/calibration.ts). */
export async function estimateWith(sql: Sql | TransactionSql, kind: EvidenceKind, req: EstimateRequest) {
  const { subject } = req;
  const w = await evidenceWindow(sql, kind, subject, req.asOf, req.radius, req.months);
  const evidence = await scanEvidence(sql, { ...scanOf(kind, w), lat: subject.lat, lon: subject.lon, subjectId: subject.propertyId });
  return answerOf(kind, subject, w, evidence, req.maxComparables);
}

/**
 * Sale estimates of many subjects (GET /properties/batch include=valuation_estimate): the default
 * as_of and radius, one statement for the evidence of all the subjects that share a window (one per
 * default as_of: per state, in practice one) (scanEvidenceMany), then the same model per subject.
 * Each is the answer GET /properties/valuation gives for the subject, or the InsufficientEvidence it
 * would answer 422 with.
 */
export async function estimateMany(
  subjects: readonly Subject[],
  maxComparables: number,
): Promise<(EstimateAnswer | InsufficientEvidence)[]> {
  return estimateManyWith(await db(), subjects, maxComparables);
}

/** estimateMany on a given connection (the valuation pass, loader/valuations/refresh.ts). */
export async function estimateManyWith(
  sql: Sql | TransactionSql,
  subjects: readonly Subject[],
  maxComparables: number,
): Promise<(EstimateAnswer | InsufficientEvidence)[]> {
  // the default window is a state's: one lookup per state (a subject of the data always has one)
  const byState = new Map<string, Promise<EvidenceWindow>>();
  const windowOf = (subject: Subject) => {
    if (subject.state === null) return evidenceWindow(sql, 'sale', subject, undefined, undefined);
    if (!byState.has(subject.state)) byState.set(subject.state, evidenceWindow(sql, 'sale', subject, undefined, undefined));
    return byState.get(subject.state)!;
  };
  const windows = await Promise.all(subjects.map(windowOf));
  const answers: (EstimateAnswer | InsufficientEvidence)[] = new Array(subjects.length);
  for (const asOf of new Set(windows.map((w) => w.asOf))) {
    const group = windows.flatMap((w, k) => (w.asOf === asOf ? [k] : []));
    const w = windows[group[0]!]!;
    const evidence = await scanEvidenceMany(
      sql,
      group.map((k) => ({ lat: subjects[k]!.lat, lon: subjects[k]!.lon, subjectId: subjects[k]!.propertyId })),
      scanOf('sale', w),
    );
    group.forEach((k, i) => {
      try {
        answers[k] = answerOf('sale', subjects[k]!, w, evidence[i]!, maxComparables);
      } catch (e) {
        if (!(e instanceof InsufficientEvidence)) throw e;
        answers[k] = e;
      }
    });
  }
  return answers;
}

/**
 * The scales of the evidence's market (docs/valuation.md#calibration): its own calibration through
 * as_of when its backtest valued enough sales, else the default scales, with the reason. Rents are
 * not calibrated per market.
 */
export function marketScales(kind: EvidenceKind, evidence: Pick<Evidence, 'market' | 'calibration'>) {
  const c = evidence.calibration;
  const own =
    kind === 'sale' && c !== null && c.fit !== null
      ? {
          interval: { floor: c.interval_floor!, scale: c.interval_scale!, thinness: c.interval_thinness! },
          confidence: { floor: c.confidence_floor!, scale: c.confidence_scale!, thinness: c.confidence_thinness! },
        }
      : null;
  const defaults: Scales = kind === 'sale' ? DEFAULT_SCALES : { interval: MODELS.lease.interval, confidence: MODELS.lease.confidence };
  const reason =
    own !== null
      ? null
      : kind === 'lease'
        ? 'Rents are not calibrated per market: the default scales.'
        : evidence.market === null
          ? "The evidence's metro and county are unknown: the default scales (King County's)."
          : c === null
            ? `${marketName(evidence.market)} has no calibration through as_of (npm run calibrate): the default scales (King County's).`
            : `${marketName(evidence.market)}'s backtest valued ${c.sales} sales ${c.since} through ${c.through}, fewer than the ${CALIBRATION_RULES.minimumSales} a calibration needs: the default scales (King County's).`;
  const round4 = (x: number) => round(x, 4);
  const scales = own ?? defaults;
  return {
    scales,
    answer: {
      market: evidence.market?.code ?? null,
      market_level: evidence.market?.level ?? null,
      scales: own !== null ? ('market' as const) : ('default' as const),
      fit: own !== null ? c!.fit : null,
      sales: kind === 'sale' && c !== null ? c.sales : null,
      since: kind === 'sale' && c !== null ? c.since : null,
      through: kind === 'sale' && c !== null ? c.through : null,
      interval: { floor: round4(scales.interval.floor), scale: round4(scales.interval.scale), thinness: round4(scales.interval.thinness) },
      confidence: {
        floor: round4(scales.confidence.floor),
        scale: round4(scales.confidence.scale),
        thinness: round4(scales.confidence.thinness),
      },
      reason,
    },
  };
}

const marketName = (m: Market) => (m.level === 'cbsa' ? `Metro (CBSA) ${m.code}` : `County ${m.code}`);

function answerOf(kind: EvidenceKind, subject: Subject, w: EvidenceWindow, evidence: Evidence, maxComparables: number): EstimateAnswer {
  const calibration = marketScales(kind, evidence);
  const settings = { ...MODELS[kind], ...calibration.scales };
  const { asOf } = w;
  const picked = sameTypeFirst(
    subject.traits.propertyType,
    evidence.rows.map((row) => candidate(row, subject, asOf)),
  );
  const { candidates } = picked;
  const oldest = [...candidates.map((c) => c.date), ...evidence.own.map((o) => o.date)].sort()[0] ?? asOf;
  const index = buildIndex(evidence.index, asOf, `${oldest.slice(0, 7)}-01`, evidence.days);
  const result = estimate(subject.traits, candidates, { asOf, index, maxComparables, settings });
  if (!result) throw tooLittleEvidence(kind, evidence, w);
  const rows = new Map(evidence.rows.map((r) => [`${r.property_id}:${r.seq}`, r]));
  const total = result.used.reduce((sum, u) => sum + u.weight, 0);
  const used = result.used.map((u) => ({ u, row: rows.get(`${u.candidate.propertyId}:${u.candidate.seq}`)! }));
  const nonMarket = nonMarketShare(evidence.nonMarket, evidence.rows.length);
  if (nonMarket >= REFUSE_NON_MARKET_SHARE) throw mostlyNonMarket(evidence, w, nonMarket);
  const own = withSubjectSales(result, subject.traits, evidence.own, index, asOf, nonMarket);
  return {
    value: round(own.value),
    low: round(own.low),
    high: round(own.high),
    confidence: round(own.confidence, 3),
    as_of: asOf,
    method: {
      name: 'comparables' as const,
      nominal_coverage: NOMINAL_COVERAGE,
      price_index_area: index.level,
      comparables_median: round(result.comparablesValue),
      fit_prediction: result.fitValue === null ? null : round(result.fitValue),
      fit_share: settings.fitShare,
      coefficients: Object.fromEntries(Object.entries(result.coefficients).map(([k, v]) => [k, round(v, 4)])),
      calibration: calibration.answer,
      comparables_value: round(result.value),
      non_market_share: round(nonMarket, 3),
      basis: own.basis,
      subject_sale_share: round(own.share, 3),
      subject_sales: subjectSalesOut(own),
    },
    subject: {
      property_id: subject.propertyId,
      address: subject.address,
      latitude: subject.lat,
      longitude: subject.lon,
      ...servedTraits(subject.traits),
    },
    sample: {
      candidates_seen: evidence.rows.length,
      used: result.used.length,
      radius_miles: round(Math.max(...result.used.map((u) => u.candidate.miles)), 3),
      months_back: Math.floor(Math.max(...result.used.map((u) => u.candidate.monthsAgo))),
      property_types: typeSelection(subject.traits.propertyType, picked, evidence.rows.length, kind),
    },
    comparables: used.map(({ u, row }) => comparable(u, row, total)),
    sources: used.map(({ row }) => row.data_source),
    rows: used.map(({ row }) => row),
    residual: { spread: result.predicted, widening: nonMarketWidening(nonMarket), candidates: result.candidates },
  };
}

/** 422: fewer candidates within the radius and window than an estimate needs. */
function tooLittleEvidence(kind: EvidenceKind, evidence: Evidence, { asOf, radius, since }: EvidenceWindow): InsufficientEvidence {
  const what = kind === 'sale' ? 'sales' : 'leases';
  const found = evidence.rows.length;
  return new InsufficientEvidence(
    `Too little evidence: ${found === 0 ? 'no' : `only ${found}`} ${kind === 'sale' ? 'arms-length sales' : 'leases'} within ${radius} miles dated ${since} through ${asOf}; an estimate needs at least ${MIN_COMPARABLES}.`,
    {
      reason: found === 0 ? `no_${what}` : `too_few_${what}`,
      candidates_seen: found,
      minimum: MIN_COMPARABLES,
      radius_miles: radius,
      as_of: asOf,
    },
  );
}

/** 422: most sales near the subject were not at arms length (docs/valuation.md). */
function mostlyNonMarket(evidence: Evidence, { asOf, radius, since }: EvidenceWindow, nonMarket: number): InsufficientEvidence {
  return new InsufficientEvidence(
    `Too little market evidence: of the ${evidence.nonMarket + evidence.rows.length} sales within ${round(Math.max(...evidence.rows.map((r) => r.meters)) / 1609.344, 2)} miles dated ${since} through ${asOf}, ${evidence.nonMarket} were not at arms length; an estimate needs most of them to be market sales.`,
    {
      reason: 'mostly_non_market',
      candidates_seen: evidence.rows.length,
      non_market_sales: evidence.nonMarket,
      non_market_share: round(nonMarket, 3),
      maximum_share: REFUSE_NON_MARKET_SHARE,
      radius_miles: radius,
      as_of: asOf,
    },
  );
}

/** The subject's own sales as the answer's method lists them, each with its share of the value. */
function subjectSalesOut(own: ReturnType<typeof withSubjectSales>) {
  return own.sales.map((o) => ({
    sale_date: o.date,
    sale_price: o.price,
    adjusted_price: round(Math.exp(o.adjusted)),
    years_before: round(o.years, 2),
    time_adjusted: o.indexed,
    disagreement: round(o.disagreement, 2),
    weight: round(own.share === 0 ? 0 : (own.share * o.precision) / own.precisionSum, 4),
  }));
}

/**
 * Which property types the comparables were drawn from, and why another type's were used
 * (docs/valuation.md#selection).
 */
function typeSelection(subjectType: string | null, picked: { sameType: number; widened: boolean }, found: number, kind: EvidenceKind) {
  const what = kind === 'sale' ? 'sales' : 'leases';
  return {
    same_type: picked.sameType,
    other_types: found - picked.sameType,
    other_types_used: picked.widened,
    reason: picked.widened
      ? `Only ${picked.sameType} ${what} of the subject's type (${subjectType}) were found, fewer than the ${MIN_COMPARABLES} an estimate needs: those of other types were weighed too.`
      : null,
  };
}

/**
 * The comparables' estimate blended with the subject's own sales in its horizon (sales only: a rent
 * is its comparables'; docs/valuation.md#the-subjects-own-sales). Each sale is brought to as_of by the
 * price index and by the local fit's age coefficients for the years its building aged since.
 */
function withSubjectSales(
  result: Estimate,
  traits: Traits,
  sales: readonly OwnSaleRow[],
  index: PriceIndex,
  asOf: string,
  nonMarket: number,
) {
  const year = Number(asOf.slice(0, 4));
  const now = columns(traits, year);
  const adjusted = sales.map((o) => {
    const then = columns(traits, Number(o.date.slice(0, 4)));
    const ageing = (['age', 'age2'] as const).reduce((s, c) => {
      const beta = result.coefficients[c];
      return beta === undefined || now[c] === null || then[c] === null ? s : s + beta * (now[c]! - then[c]!);
    }, 0);
    return { ...o, ...adjustSale(o, index, ageing) };
  });
  const blend = blendSubjectSales(
    {
      centre: Math.log(result.value),
      intervalSigma: result.intervalSigma * nonMarketWidening(nonMarket),
      confidenceSigma: result.confidenceSigma * nonMarketWidening(nonMarket),
      miles: weightedMiles(result),
    },
    adjusted,
    asOf,
  );
  const precisionSum = blend.sales.reduce((s, o) => s + o.precision, 0);
  if (blend.share === 0 && nonMarket === 0) return { ...result, ...blend, precisionSum };
  return { ...result, ...blend, ...blendedRange(blend), value: Math.exp(blend.centre), precisionSum };
}

const weightedMiles = (e: Estimate) =>
  e.used.reduce((s, u) => s + u.weight * u.candidate.miles, 0) / e.used.reduce((s, u) => s + u.weight, 0);

/**
 * An estimate in GET /properties/valuation's words (a rent's too: rentBody renames it), with the
 * evidence it rests on, for the data-source header and the endpoints that list the comparables.
 */
export type EstimateAnswer = ValuationResponse & {
  sources: string[];
  rows: EvidenceRow[];
  /** what the error scales multiplied (a description's: no subject sales), for the calibration's backtest */
  residual: { spread: number; widening: number; candidates: number };
};

/** GET /properties/valuation's body. */
export function valuationBody(a: EstimateAnswer): ValuationResponse {
  const { sources: _, rows: _r, residual: _e, ...body } = a;
  return body;
}

/** GET /properties/rent-estimate's body: a rent rests on its comparables alone. */
export function rentBody(a: EstimateAnswer): RentEstimateResponse {
  const { value, sources: _, rows: _r, residual: _e, comparables, method, ...rest } = a;
  const {
    comparables_value: _v,
    non_market_share: _n,
    basis: _b,
    subject_sale_share: _s,
    subject_sales: _o,
    ...comparablesMethod
  } = method;
  return {
    rent: value,
    ...rest,
    method: comparablesMethod,
    comparables: comparables.map(({ sale_date, sale_price, adjusted_price, ...c }) => ({
      ...c,
      lease_date: sale_date,
      rent: sale_price,
      adjusted_rent: adjusted_price,
    })),
  };
}

function candidate(row: EvidenceRow, subject: Subject, asOf: string): Candidate {
  const north = (row.lat - subject.lat) * MILES_PER_DEGREE_LAT;
  const east = (row.lon - subject.lon) * MILES_PER_DEGREE_LAT * Math.cos((subject.lat * Math.PI) / 180);
  return {
    propertyId: row.property_id,
    seq: row.seq,
    miles: row.meters / 1609.344,
    eastMiles: east,
    northMiles: north,
    date: row.day,
    monthsAgo: Math.max(0, daysBetween(row.day, asOf) / 30.4375),
    price: row.price,
    traits: rowTraits(row),
  };
}

function comparable(u: Adjusted, row: EvidenceRow, total: number) {
  const adjustments = Object.fromEntries(ADJUSTMENTS.map((a) => [a, round(Math.expm1(u.adjustments[a]), 4)])) as Record<Adjustment, number>;
  return {
    property_id: row.property_id,
    address: `${row.address}, ${row.city}, ${row.state} ${row.zip}`,
    distance_miles: round(u.candidate.miles, 3),
    ...listedFacts(row),
    adjustments,
    weight: round(u.weight / total, 4),
    sale_date: row.day,
    sale_price: row.price,
    adjusted_price: round(u.adjustedPrice),
  };
}
