/**
 * Requests of the property endpoints (specification 4.3-4.10).
 */
import { PropertyRecord } from './property.ts';
import { z } from './zod.ts';

export const addressParam = (description: string) => z.string().min(1).max(500).openapi({ description, example: '3526 High St, Sacramento, CA 95838' });

export const ByAddressQuery = z.object({
  address: addressParam('Full one-line address: number, street, unit if any, then zip, or city and state.'),
});

export const ByAddressResponse = PropertyRecord;
