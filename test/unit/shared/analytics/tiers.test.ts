import { describe, expect, it } from 'vitest';
import { PORTFOLIO_TIERS, portfolioTier } from '../../../../shared/analytics/tiers.ts';

describe('portfolioTier', () => {
  it.each([
    [0, '1'],
    [1, '1'],
    [2, '2-9'],
    [9, '2-9'],
    [10, '10-99'],
    [99, '10-99'],
    [100, '100-999'],
    [999, '100-999'],
    [1000, '1000+'],
    [25_000, '1000+'],
  ] as const)('%i properties owned is tier %s', (owned, tier) => {
    expect(portfolioTier(owned)).toBe(tier);
  });

  it('lists the tiers smallest first', () => {
    expect(PORTFOLIO_TIERS).toEqual(['1', '2-9', '10-99', '100-999', '1000+']);
  });
});
