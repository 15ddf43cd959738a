/**
 * The housing market's pace: home sales per year relative to normal, roughly the shape of US
 * existing-home sales (the 2005 peak, the 2008-2011 trough, the 2021 burst, the 2023-2025
 * rate lock-in). Holding periods are drawn in "activity time", so sales crowd into busy
 * years and thin out in slow ones, while every owner's sequence stays ordered.
 */
import { FIRST_YEAR, monthIndex, monthStart } from './dates.ts';

const PACE: Record<number, number> = {
  2000: 0.9,
  2001: 0.95,
  2002: 1,
  2003: 1.1,
  2004: 1.2,
  2005: 1.3,
  2006: 1.2,
  2007: 0.95,
  2008: 0.8,
  2009: 0.8,
  2010: 0.75,
  2011: 0.75,
  2012: 0.85,
  2013: 0.95,
  2014: 0.95,
  2015: 1,
  2016: 1.05,
  2017: 1.05,
  2018: 1.03,
  2019: 1.03,
  2020: 1.08,
  2021: 1.2,
  2022: 0.98,
  2023: 0.78,
  2024: 0.76,
  2025: 0.77,
  2026: 0.8,
};
const BEFORE = 0.85;
const AFTER = 0.8;
const MONTHS = (2081 - FIRST_YEAR) * 12;

const paceOf = (year: number) => PACE[year] ?? (year < 2000 ? BEFORE : AFTER);

/** CLOCK[m] = activity accumulated before month m, in "normal months". */
const CLOCK = (() => {
  const clock = new Float64Array(MONTHS + 1);
  for (let m = 0; m < MONTHS; m++) clock[m + 1] = clock[m]! + paceOf(FIRST_YEAR + Math.floor(m / 12));
  return clock;
})();

/** Activity time of a day (months of normal activity since FIRST_YEAR), linear within its month. */
function toActivity(day: number): number {
  const m = monthIndex(day);
  const within = (day - monthStart(m)) / 30.4375;
  return CLOCK[m]! + within * (CLOCK[m + 1]! - CLOCK[m]!);
}

/**
 * The day `years` of normal activity before `day`. Busy years pass faster: a ten-year hold
 * ending in 2006 reaches back less far than one ending in 2011.
 */
export function activityBefore(day: number, years: number): number {
  const target = toActivity(day) - years * 12;
  if (target <= 0) return monthStart(0) - Math.round(-target * 30.4375);
  let lo = 0;
  let hi = MONTHS - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (CLOCK[mid]! <= target) lo = mid;
    else hi = mid - 1;
  }
  const fraction = (target - CLOCK[lo]!) / (CLOCK[lo + 1]! - CLOCK[lo]!);
  return monthStart(lo) + Math.round(fraction * 30.4375);
}
