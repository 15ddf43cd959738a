/**
 * Definitions the geo analytics rollups and endpoints share, stated once.
 */
import { ENTITY_WORDS } from '../buyers/names.ts';

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
 * isEntityName() (shared/buyers/names.ts) as a PostgreSQL regular expression, for classifying
 * owner names in bulk: JavaScript's \b word boundary is \y in PostgreSQL's syntax.
 */
export const ENTITY_NAME_PATTERN = ENTITY_WORDS.source.replaceAll('\\b', '\\y');
