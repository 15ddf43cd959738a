/**
 * Definitions the geo analytics rollups and endpoints share, stated once.
 */
import { ENTITY_WORDS } from './names.ts';

/**
 * Single-family properties: properties.property_type (compared upper case) is one of these. The
 * simulator writes Single Family Residential, Townhouse, Condominium and Duplex; the real-data
 * converters write Single Family Residential (detached houses, zero-lot-line included),
 * Condominium, Multi-Family, Mobile Home, Vacant Land and assessor wordings. A townhouse is an
 * attached one-unit house on its own lot, single-family as the Census counts it (1-unit attached);
 * condominium units, duplexes and larger multi-family buildings, mobile homes, land and unknown
 * types are not.
 */
export const SINGLE_FAMILY_TYPES = ['SINGLE FAMILY RESIDENTIAL', 'TOWNHOUSE'] as const;

export const SINGLE_FAMILY_DEFINITION =
  'Single-family = property_type "Single Family Residential" (detached) or "Townhouse" (attached, one unit on its own lot); condominiums, duplexes and other multi-family, mobile homes, land and unknown types are not counted.';

/**
 * isEntityName() (shared/analytics/names.ts) as a PostgreSQL regular expression, for classifying
 * owner names in bulk: JavaScript's \b word boundary is \y in PostgreSQL's syntax.
 */
export const ENTITY_NAME_PATTERN = ENTITY_WORDS.source.replaceAll('\\b', '\\y');

/**
 * The metrics several endpoints report, each defined once (docs/analytics-definitions.md#one-definition-per-metric):
 * one computation (shared/analytics/metrics.ts median, grossYield) over the same values, and
 * this text in the OpenAPI description of every field that reports it.
 */
export const MEDIAN_SALE_PRICE_DEFINITION =
  'The median sale price: the exact median of the prices of the purchases that are market evidence (arms-length, positive price, not a parcel of a multi-parcel deal, not a price outlier; price_sales) in the place and window, the mean of the two middle prices of an even count (PostgreSQL percentile_cont(0.5)); US dollars, null without them.';
export const PRICE_SALES_DEFINITION =
  'Purchases in the window that are market evidence (not a parcel of a multi-parcel deal, not a price outlier): the sample of median_price. At most sales.';
export const MEDIAN_RENT_DEFINITION =
  'The median rent: the exact median of the monthly rents of the leases in the place and window (dated by lease date, else list date), as the median sale price; US dollars, null without leases.';
export const GROSS_YIELD_DEFINITION =
  'The gross rental yield: 12 × the median rent / the median sale price, of the same place and window; a fraction (0.065 = 6.5%, 4 decimals), null unless both are known.';
