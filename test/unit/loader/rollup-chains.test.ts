/**
 * The full refresh's two chains (loader/rollups/index.ts) hold every rollup once, each after the
 * rollups it reads.
 */
import { describe, expect, it } from 'vitest';
import { CHAINS, ROLLUPS } from '../../../loader/rollups/index.ts';

describe('the full refresh in two chains', () => {
  it('runs every rollup exactly once', () => {
    expect(CHAINS.flat().sort()).toEqual(Object.keys(ROLLUPS).sort());
  });

  it.each([
    ['buyerStats', 'buyerProfiles'],
    ['buyerStats', 'buyerActivityMonthly'],
    ['buyerStats', 'geoMonthly'],
    ['geoMonthly', 'geoPlaceMonths'],
    ['families', 'ownership'],
    ['geoPlaceHoldTimes', 'geoPlaceHoldYears'],
    ['rentalPlaceLeaseMonths', 'rentalPlaceValueYears'],
    ['rentalPlaceSaleMonths', 'rentalPlaceValueYears'],
  ])('writes %s before %s, which reads it, in the same chain', (first, then) => {
    const chain = CHAINS.find((c) => c.includes(first))!;
    expect(chain.indexOf(then)).toBeGreaterThan(chain.indexOf(first));
  });
});
