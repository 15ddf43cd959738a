/**
 * Percentiles of rents, prices and days (market analysis), and of values carrying weights
 * (comparable leases weighted by similarity).
 */

/** Values the quantile functions may reorder in place. */
export type Values = number[] | Float64Array;

/**
 * The p-quantiles (0 <= p <= 1) of the values, by linear interpolation between the closest ranks:
 * with the values sorted x[0..n-1] and h = p * (n - 1), x[floor h] + (h - floor h) * (x[floor h + 1] - x[floor h]).
 * This is PostgreSQL's percentile_cont and Excel's PERCENTILE.INC (Hyndman-Fan type 7); the
 * median of an even count is the mean of the two middle values. null for every p when there are
 * no values. The ranks are found by selection, not a full sort (a metro's year of leases is ~50k
 * values and a request needs a dozen quantiles of them), which reorders `values` in place.
 */
export function quantiles(values: Values, ps: readonly number[]): (number | null)[] {
  const n = values.length;
  const out: (number | null)[] = ps.map(() => null);
  if (n === 0) return out;
  // ascending ranks: each selection leaves everything before its rank no larger, so the next one
  // only searches from there
  let from = 0;
  for (const k of ps.map((_, k) => k).sort((a, b) => ps[a]! - ps[b]!)) {
    const h = ps[k]! * (n - 1);
    const lo = Math.floor(h);
    select(values, lo, from, n - 1);
    from = lo;
    const below = values[lo]!;
    out[k] = h > lo ? below + (h - lo) * (minimum(values, lo + 1, n - 1) - below) : below;
  }
  return out;
}

export function quantile(values: Values, p: number): number | null {
  return quantiles(values, [p])[0]!;
}

/** Lists as one typed array: V8's flat() took ~90 µs for 400 rents, 20x a loop (and 224 ms for a metro's 1.5 million prices). */
export function concatenated(lists: readonly (readonly number[])[]): Float64Array {
  let size = 0;
  for (const list of lists) size += list.length;
  const all = new Float64Array(size);
  let n = 0;
  for (const list of lists) for (let k = 0; k < list.length; k++) all[n++] = list[k]!;
  return all;
}

/** Values with their counts: `counts[k]` items have the value `values[k]` (values need not be distinct or sorted). */
export interface Counted {
  values: readonly number[];
  counts: readonly number[];
}

/** How many items the lists stand for. */
export function countOf(lists: readonly Counted[]): number {
  let n = 0;
  for (const { counts } of lists) for (let k = 0; k < counts.length; k++) n += counts[k]!;
  return n;
}

/**
 * The same p-quantiles as `quantiles`, of `values` together with the items of `counted` (each
 * value repeated its count), without writing the repeats out: the distinct values are tallied and
 * sorted, and each rank is read from the running counts. The arithmetic is the same, so the
 * answer is the same number. Without counted lists it is `quantiles` (which may reorder `values`).
 */
export function quantilesWithCounts(values: Values, counted: readonly Counted[], ps: readonly number[]): (number | null)[] {
  if (counted.length === 0) return quantiles(values, ps);
  const tally = new Map<number, number>();
  for (let k = 0; k < values.length; k++) tally.set(values[k]!, (tally.get(values[k]!) ?? 0) + 1);
  for (const list of counted)
    for (let k = 0; k < list.values.length; k++) tally.set(list.values[k]!, (tally.get(list.values[k]!) ?? 0) + list.counts[k]!);
  const distinct = Float64Array.from(tally.keys()).sort();
  // running[k]: the items with a value up to distinct[k]
  const running = new Float64Array(distinct.length);
  let n = 0;
  for (let k = 0; k < distinct.length; k++) running[k] = n += tally.get(distinct[k]!)!;
  if (n === 0) return ps.map(() => null);
  // the value of rank r (0-based): the first distinct value whose running count exceeds r
  const ranked = (r: number) => {
    let lo = 0;
    let hi = distinct.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (running[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return distinct[lo]!;
  };
  return ps.map((p) => {
    const h = p * (n - 1);
    const lo = Math.floor(h);
    const below = ranked(lo);
    return h > lo ? below + (h - lo) * (ranked(lo + 1) - below) : below;
  });
}

/** Reorders a[left..right] so that a[k] holds the value of rank k in it, no larger values before it and no smaller after (Hoare's selection). */
function select(a: Values, k: number, left: number, right: number): void {
  while (left < right) {
    const pivot = medianOfThree(a[left]!, a[(left + right) >> 1]!, a[right]!);
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    // now a[left..j] <= pivot <= a[i..right], and whatever lies between equals the pivot
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

function medianOfThree(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : Math.max(a, c)) : a < c ? a : Math.max(b, c);
}

function minimum(a: Values, from: number, to: number): number {
  let m = a[from]!;
  for (let i = from + 1; i <= to; i++) if (a[i]! < m) m = a[i]!;
  return m;
}

export interface Weighted {
  value: number;
  weight: number;
}

/**
 * The p-quantile of values carrying weights: the values sorted, each placed at the middle of its
 * share of the total weight (c_k = (weights before it + w_k / 2) / total), linearly interpolated
 * between those places, and flat beyond the first and the last. With equal weights this is the
 * usual median (the middle value, or the mean of the two middle values). Items of weight <= 0 do
 * not count; null when nothing counts.
 */
export function weightedQuantile(items: readonly Weighted[], p: number): number | null {
  const sorted = items.filter((i) => i.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, i) => sum + i.weight, 0);
  if (sorted.length === 0) return null;
  let before = 0;
  let previous: { place: number; value: number } | null = null;
  for (const item of sorted) {
    const place = (before + item.weight / 2) / total;
    before += item.weight;
    if (p <= place)
      return previous ? previous.value + ((p - previous.place) / (place - previous.place)) * (item.value - previous.value) : item.value;
    previous = { place, value: item.value };
  }
  return previous!.value;
}
