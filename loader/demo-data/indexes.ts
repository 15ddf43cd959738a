/**
 * Monthly home-value and rent indexes per market from FIRST_YEAR to the simulation date, and
 * the mortgage-rate table. Observed months come from the calibration (Zillow ZHVI 2000-01..2021-09,
 * ZORI 2015-01..2023-07); months outside are extrapolated by the rules below.
 */
import { loadMarketCalibration, type MonthlySeries } from './calibration.ts';
import { FIRST_YEAR, monthIndex, monthIndexOfText, parseIsoDay } from './dates.ts';

export interface Extrapolation {
  /** monthly log growth the trend decays to */
  longRunAnnual: number;
  /** e-folding time, in months, of the decay from the recent growth to the long-run growth */
  dampingMonths: number;
  /** months of recent history whose mean growth starts the trend */
  recentMonths: number;
  /** yearly growth assumed before the first observation (the index is scaled back at this rate) */
  backwardAnnual: number;
}

/**
 * Home values after 2021-09: the last 3 years' mean growth, decaying (9-month e-folding) to a
 * conservative 1.5%/yr: the 2021 boom cools as it did once rates rose in 2022. Before 2000:
 * 4%/yr, about the US average appreciation of the 1990s.
 */
export const HOME_VALUE_RULE: Extrapolation = { longRunAnnual: 0.015, dampingMonths: 9, recentMonths: 36, backwardAnnual: 0.04 };

/**
 * Rents after 2023-07: the last 12 months' growth (already slowing in the data), decaying
 * (6-month e-folding) to 2.5%/yr. Before 2015: 2.5%/yr, near CPI rent growth 2000-2015.
 */
export const RENT_RULE: Extrapolation = { longRunAnnual: 0.025, dampingMonths: 6, recentMonths: 12, backwardAnnual: 0.025 };

/** The series on the month grid from FIRST_YEAR-01 through lastMonth, extrapolated both ways. */
export function extendSeries(series: MonthlySeries, lastMonth: number, rule: Extrapolation): Float64Array {
  const out = new Float64Array(lastMonth + 1);
  const start = monthIndexOfText(series.start);
  const values = series.values;
  const lastObserved = start + values.length - 1;
  const back = Math.log(1 + rule.backwardAnnual) / 12;
  const longRun = Math.log(1 + rule.longRunAnnual) / 12;
  const recent = Math.log(values[values.length - 1]! / values[values.length - 1 - rule.recentMonths]!) / rule.recentMonths;
  let log = Math.log(values[values.length - 1]!);
  for (let m = 0; m <= lastMonth; m++) {
    if (m < start) out[m] = values[0]! * Math.exp(-back * (start - m));
    else if (m <= lastObserved) out[m] = values[m - start]!;
    else {
      log += longRun + (recent - longRun) * Math.exp(-(m - lastObserved) / rule.dampingMonths);
      out[m] = Math.exp(log);
    }
  }
  return out;
}

/**
 * Approximate annual averages of the US 30-year fixed mortgage rate (Freddie Mac PMMS),
 * percent; later years hold the last value. 15-year loans run about 0.6 points lower.
 */
const RATE_BY_YEAR: Record<number, number> = {
  1985: 12.4,
  1986: 10.2,
  1987: 10.2,
  1988: 10.3,
  1989: 10.3,
  1990: 10.1,
  1991: 9.3,
  1992: 8.4,
  1993: 7.3,
  1994: 8.4,
  1995: 7.9,
  1996: 7.8,
  1997: 7.6,
  1998: 6.9,
  1999: 7.4,
  2000: 8.05,
  2001: 6.97,
  2002: 6.54,
  2003: 5.83,
  2004: 5.84,
  2005: 5.87,
  2006: 6.41,
  2007: 6.34,
  2008: 6.03,
  2009: 5.04,
  2010: 4.69,
  2011: 4.45,
  2012: 3.66,
  2013: 3.98,
  2014: 4.17,
  2015: 3.85,
  2016: 3.65,
  2017: 3.99,
  2018: 4.54,
  2019: 3.94,
  2020: 3.11,
  2021: 2.96,
  2022: 5.34,
  2023: 6.81,
  2024: 6.72,
  2025: 6.6,
  2026: 6.3,
};
const LAST_RATE_YEAR = 2026;
const RATES = Float64Array.from({ length: LAST_RATE_YEAR - FIRST_YEAR + 1 }, (_, i) => RATE_BY_YEAR[FIRST_YEAR + i]!);

export function mortgageRate(year: number): number {
  return RATES[Math.max(0, Math.min(year, LAST_RATE_YEAR) - FIRST_YEAR)]!;
}

/** The market's calibrated typical home value (ZHVI, extrapolated) on a date: the reference the tests hold prices to. */
export function calibratedHomeValue(marketId: string, date: string): number {
  const month = monthIndex(parseIsoDay(date));
  return extendSeries(loadMarketCalibration(marketId).zhvi, month, HOME_VALUE_RULE)[month]!;
}
