/**
 * What a caller's plan may see of a property record: the Premium-only fields are null for base keys.
 */
import { isPremium, type Plan } from '../plans.ts';
import type { PropertyRecord } from '../schemas/property.ts';

export const PREMIUM_FIELDS = ['owner', 'vacant', 'pre_foreclosure', 'owner_type'] as const;

export function forPlan(doc: PropertyRecord, plan: Plan): PropertyRecord {
  if (isPremium(plan)) return doc;
  return { ...doc, owner: null, vacant: null, pre_foreclosure: null, owner_type: null };
}
