/**
 * Mailing-address portfolios (GET /properties/by-mailing-address, docs/design.md#property-endpoints): every property whose owner mailing address
 * equals the owner-of-record mailing address at the given address.
 */
import { isCompleteForMailing, parseAddress, unitNeutralKey } from '../addresses/index.ts';
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
  // Only a property exactly there gives its owner's mailing address: a near match is a reading of the
  // address, not a claim to stake a portfolio on, and "STE 310" of a building recorded without units
  // is a mailing address of its own. Otherwise (no property there, several units and none asked)
  // the address given is itself the mailing address (an owner's office, say).
  const there = match?.level === 'exact' ? match : null;
  const key = there ? there.property.owner_mail_key : `${unitNeutralKey(parsed)}|${parsed.zip}`;
  if (!key) return [];
  return propertiesByMailingKey(await db(), key, PORTFOLIO_LIMIT);
}
