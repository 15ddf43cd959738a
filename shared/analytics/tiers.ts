/**
 * Portfolio tiers by properties owned now (docs/analytics-definitions.md#portfolio-tier). The SQL function portfolio_tier()
 * (migrations/0006_analytics_locations.sql) is the same rule for rollups and queries.
 */
export const PORTFOLIO_TIERS = ['1', '2-9', '10-99', '100-999', '1000+'] as const;
export type PortfolioTier = (typeof PORTFOLIO_TIERS)[number];

/** Owners of this many properties or more are institutional. */
export const INSTITUTIONAL_MIN = 100;

export function portfolioTier(owned: number): PortfolioTier {
  if (owned >= 1000) return '1000+';
  if (owned >= 100) return '100-999';
  if (owned >= 10) return '10-99';
  if (owned >= 2) return '2-9';
  return '1';
}
