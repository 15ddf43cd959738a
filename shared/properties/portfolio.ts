/**
 * Mailing-address portfolios (GET /properties/by-mailing-address, docs/design.md#property-endpoints): every property whose owner mailing address
 * equals the owner-of-record mailing address at the given address.
 */
import { addressKey, isCompleteForMailing, parseAddress } from '../addresses/index.ts';
import { db } from '../platform/db/client.ts';
import { Unprocessable } from '../platform/errors.ts';
import { matchAddress } from './lookup.ts';
import { type PropertyHit, propertiesByMailingKey } from './queries.ts';

export const PORTFOLIO_LIMIT = 500;

export async function mailingPortfolio(text: string): Promise<PropertyHit[]> {
  const parsed = parseAddress(text);
  if (!parsed || !isCompleteForMailing(parsed)) {
    throw new Unprocessable('The address must include a street number, street name, city and zip code.', [
      { path: 'address', message: 'number, street, city and zip are required' },
    ]);
  }
  const match = await matchAddress(parsed);
  // No property there: the address given is itself the mailing address (an owner's office, say).
  const key = match ? match.property.owner_mail_key : `${addressKey(parsed)}|${parsed.zip}`;
  if (!key) return [];
  return propertiesByMailingKey(await db(), key, PORTFOLIO_LIMIT);
}
