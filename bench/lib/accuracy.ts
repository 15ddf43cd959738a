/**
 * Accuracy figures of an estimate against actual prices (docs/valuation.md#backtest): the
 * figures automated valuation models publish, overall, by decile of the actual price and by month,
 * and whether the stated confidence holds (by band of confidence).
 */

export interface Outcome {
  actual: number;
  /** null when the estimate was refused (too little evidence) */
  value: number | null;
  low: number | null;
  high: number | null;
  /** the stated probability of landing within ±10% (null when refused, or not stated) */
  confidence?: number | null;
}

export interface Accuracy {
  /** outcomes asked for */
  count: number;
  /** of those, valued */
  valued: number;
  /** valued / count */
  coverage: number;
  /** median |value - actual| / actual */
  mdape: number | null;
  /** share of the valued within 5%, 10%, 20% of the actual */
  ppe5: number | null;
  ppe10: number | null;
  ppe20: number | null;
  /** median (value - actual) / actual: positive when estimates run high */
  bias: number | null;
  /** share of the valued whose actual lies in [low, high] */
  interval_coverage: number | null;
}

const median = (xs: readonly number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (x: number | null) => (x === null ? null : Math.round(x * 10_000) / 10_000);

export function accuracy(outcomes: readonly Outcome[]): Accuracy {
  const valued = outcomes.filter((o) => o.value !== null);
  const errors = valued.map((o) => (o.value! - o.actual) / o.actual);
  const absolute = errors.map(Math.abs);
  const share = (test: (i: number) => boolean) => (valued.length ? valued.filter((_, i) => test(i)).length / valued.length : null);
  return {
    count: outcomes.length,
    valued: valued.length,
    coverage: round(outcomes.length ? valued.length / outcomes.length : 0)!,
    mdape: round(median(absolute)),
    ppe5: round(share((i) => absolute[i]! <= 0.05)),
    ppe10: round(share((i) => absolute[i]! <= 0.1)),
    ppe20: round(share((i) => absolute[i]! <= 0.2)),
    bias: round(median(errors)),
    interval_coverage: round(share((i) => valued[i]!.low! <= valued[i]!.actual && valued[i]!.actual <= valued[i]!.high!)),
  };
}

/** The figures per decile of the actual price (decile 1 the cheapest tenth), with each decile's price bounds. */
export function byDecile(outcomes: readonly Outcome[]): (Accuracy & { decile: number; from: number; to: number })[] {
  const sorted = [...outcomes].sort((a, b) => a.actual - b.actual);
  const out: (Accuracy & { decile: number; from: number; to: number })[] = [];
  for (let d = 0; d < 10; d++) {
    const part = sorted.slice(Math.floor((d * sorted.length) / 10), Math.floor(((d + 1) * sorted.length) / 10));
    if (part.length === 0) continue;
    out.push({ decile: d + 1, from: part[0]!.actual, to: part[part.length - 1]!.actual, ...accuracy(part) });
  }
  return out;
}

/** The figures per calendar month (YYYY-MM) of the day each outcome was priced: a drift over time shows as a bias by month. */
export function byMonth(outcomes: readonly (Outcome & { day: string })[]): (Accuracy & { month: string })[] {
  const months = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const month = o.day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), o]);
  }
  return [...months.keys()].sort().map((month) => ({ month, ...accuracy(months.get(month)!) }));
}

/** Every figure of one kind of estimate (sales, rents): overall, by price decile, by month and by band of confidence. */
export function accuracyReport(outcomes: readonly (Outcome & { day: string })[]) {
  return { overall: accuracy(outcomes), by_decile: byDecile(outcomes), by_month: byMonth(outcomes), by_confidence: byConfidence(outcomes) };
}
export type AccuracyReport = ReturnType<typeof accuracyReport>;

/**
 * Whether the confidence holds: the valued outcomes in bands of stated confidence (0-0.2, ...,
 * 0.8-1), each band's mean stated confidence beside the share actually within ±10% (its PPE10),
 * and the band's interval coverage. A calibrated confidence has the first two close in every band
 * with enough outcomes; a calibrated interval holds its nominal share in every band, not only overall.
 */
export function byConfidence(
  outcomes: readonly Outcome[],
): { from: number; to: number; count: number; stated: number | null; within_10: number | null; interval_coverage: number | null }[] {
  const stated = outcomes.filter((o) => o.value !== null && typeof o.confidence === 'number');
  return [0, 0.2, 0.4, 0.6, 0.8].map((from) => {
    const to = Math.round((from + 0.2) * 10) / 10;
    const band = stated.filter((o) => o.confidence! >= from && (o.confidence! < to || (to === 1 && o.confidence! <= 1)));
    const mean = band.length ? band.reduce((s, o) => s + o.confidence!, 0) / band.length : null;
    const figures = accuracy(band);
    return { from, to, count: band.length, stated: round(mean), within_10: figures.ppe10, interval_coverage: figures.interval_coverage };
  });
}
