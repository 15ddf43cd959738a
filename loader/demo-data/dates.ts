/**
 * Dates as integer day numbers (days since 1970-01-01, UTC) with precomputed text, so the
 * hot path never builds a Date. Months are counted from FIRST_YEAR-01 for the index series.
 */

export const FIRST_YEAR = 1985;
const LAST_YEAR = 2080;
const MS_PER_DAY = 86_400_000;

export const dayOf = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / MS_PER_DAY;

const FIRST_DAY = dayOf(FIRST_YEAR, 1, 1);
const DAYS = dayOf(LAST_YEAR + 1, 1, 1) - FIRST_DAY;

const TEXT: string[] = new Array<string>(DAYS);
const YEAR = new Int16Array(DAYS);
const MONTH = new Int8Array(DAYS);
const DOM = new Int8Array(DAYS);
/** MONTH_START[m] = day number of the first of month m (months counted from FIRST_YEAR-01), one past the end included. */
const MONTH_START = new Int32Array((LAST_YEAR - FIRST_YEAR + 1) * 12 + 1);
for (let i = 0; i < DAYS; i++) {
  const d = new Date((FIRST_DAY + i) * MS_PER_DAY);
  YEAR[i] = d.getUTCFullYear();
  MONTH[i] = d.getUTCMonth() + 1;
  DOM[i] = d.getUTCDate();
  TEXT[i] = d.toISOString().slice(0, 10);
  if (DOM[i] === 1) MONTH_START[(YEAR[i]! - FIRST_YEAR) * 12 + MONTH[i]! - 1] = FIRST_DAY + i;
}
MONTH_START[MONTH_START.length - 1] = FIRST_DAY + DAYS;

/** The first day of a year, from the table (the hot path avoids Date.UTC). */
export const yearStart = (year: number): number => MONTH_START[(year - FIRST_YEAR) * 12]!;

/** The first day of month index m. */
export const monthStart = (m: number): number => MONTH_START[m]!;

function offset(day: number): number {
  const i = day - FIRST_DAY;
  if (i < 0 || i >= DAYS) throw new RangeError(`day ${day} outside ${FIRST_YEAR}-${LAST_YEAR}`);
  return i;
}

export const iso = (day: number): string => TEXT[offset(day)]!;
export const yearOf = (day: number): number => YEAR[offset(day)]!;
export const monthOf = (day: number): number => MONTH[offset(day)]!;

/** Index of the day's month in the monthly series (0 = FIRST_YEAR-01). */
export const monthIndex = (day: number): number => {
  const i = offset(day);
  return (YEAR[i]! - FIRST_YEAR) * 12 + MONTH[i]! - 1;
};

export function parseIsoDay(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const day = m ? dayOf(Number(m[1]), Number(m[2]), Number(m[3])) : NaN;
  if (!m || !Number.isFinite(day) || iso(day) !== text) throw new RangeError(`not a date: ${JSON.stringify(text)}`);
  return day;
}

export function monthIndexOfText(text: string): number {
  return (Number(text.slice(0, 4)) - FIRST_YEAR) * 12 + Number(text.slice(5, 7)) - 1;
}

/** The same day of the month n months later (clamped to the month's end), as mortgage due dates run. */
export function addMonths(day: number, n: number): number {
  const i = offset(day);
  const m = (YEAR[i]! - FIRST_YEAR) * 12 + MONTH[i]! - 1 + n;
  return Math.min(MONTH_START[m]! + DOM[i]! - 1, MONTH_START[m + 1]! - 1);
}

/** Whole months from a to b. */
export function monthsBetween(a: number, b: number): number {
  const i = offset(a);
  const j = offset(b);
  return (YEAR[j]! - YEAR[i]!) * 12 + MONTH[j]! - MONTH[i]! - (DOM[j]! < DOM[i]! ? 1 : 0);
}

/** Moves a weekend day to the next Monday: deeds close and record on business days. */
export function businessDay(day: number): number {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  return weekday === 6 ? day + 2 : weekday === 0 ? day + 1 : day;
}

/**
 * Existing-home closings by calendar month (spring and summer peak, a December bump from
 * year-end closings), roughly the shape of NAR's unadjusted monthly sales.
 */
const MONTH_WEIGHTS = [0.058, 0.062, 0.083, 0.09, 0.1, 0.11, 0.1, 0.1, 0.085, 0.08, 0.065, 0.075];

/** SEASON[k] = the day of the year at quantile k/365 of the seasonal closing distribution. */
const SEASON = (() => {
  const perDay: number[] = [];
  MONTH_WEIGHTS.forEach((w, m) => {
    const days = dayOf(2001, m + 2, 1) - dayOf(2001, m + 1, 1);
    for (let d = 0; d < days; d++) perDay.push(w / days);
  });
  const total = perDay.reduce((a, b) => a + b, 0);
  const table = new Int16Array(366);
  let acc = 0;
  let k = 0;
  perDay.forEach((p, d) => {
    acc += p / total;
    while (k <= 365 && k / 365 <= acc) table[k++] = d;
  });
  while (k <= 365) table[k++] = 364;
  return table;
})();

/** Moves a day within its year so that days drawn uniformly follow the seasonal pattern. */
export function seasonal(day: number): number {
  const start = yearStart(yearOf(day));
  return start + SEASON[Math.min(365, day - start)]!;
}
