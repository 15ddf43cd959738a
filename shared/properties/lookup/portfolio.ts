/**
 * Mailing-address portfolios (GET /properties/by-mailing-address, docs/addresses.md#mailing-addresses):
 * every property whose owner mailing address is the given address, and every property whose owner
 * mailing address is that of the owner of the property exactly at the given address.
 */
import { isCompleteForMailing, parseAddress, unitNeutralKey } from '../../addresses/index.ts';
import { db } from '../../platform/db/client.ts';
import { Unprocessable } from '../../platform/errors.ts';
import { type PropertyHit, propertiesByMailingKeys } from '../records/queries.ts';
import { matchAddress } from './lookup.ts';

export const PORTFOLIO_LIMIT = 500;

export async function mailingPortfolio(text: string): Promise<PropertyHit[]> {
  const parsed = parseAddress(text);
  if (!parsed || !isCompleteForMailing(parsed)) {
    throw new Unprocessable('The address must include a street number, street name, city and zip code.', [
      { path: 'address', message: 'number, street, city and zip are required' },
    ]);
  }
  const match = await matchAddress(parsed);
  // The owner of the property exactly there gives their mailing address: a near match is a reading
  // of the address, not a claim to stake a portfolio on. The address given is a mailing address too
  // (an owner's office, or the home of an owner of other parcels), so both keys are read: an owner
  // whose mail goes to a parcel someone else owns is found by that parcel's address
  // (docs/addresses.md#mailing-addresses).
  const own = `${unitNeutralKey(parsed)}|${parsed.zip}`;
  const keys = new Set([own]);
  const ownerKey = match?.level === 'exact' ? match.property.owner_mail_key : null;
  if (ownerKey) keys.add(ownerKey);
  return propertiesByMailingKeys(await db(), [...keys], PORTFOLIO_LIMIT);
}
