/**
 * What a caller's plan may see of a property record: the Premium-only fields are null for base keys.
 */
import { JsonText } from '../../platform/json-text.ts';
import { isPremium, type Plan } from '../../platform/plans.ts';
import type { PropertyHit } from './queries.ts';
import type { PropertyRecord } from './record-schema.ts';

export const PREMIUM_FIELDS = ['owner', 'vacant', 'pre_foreclosure', 'owner_type'] as const;

type Premium = { [F in (typeof PREMIUM_FIELDS)[number]]?: unknown };

/** A property record as the plan may see it (nearby sales mask their two Premium fields in SQL: nearby_sale_json). */
export function forPlan<T extends Premium>(doc: T, plan: Plan): T {
  if (isPremium(plan)) return doc;
  const seen: Premium = { ...doc };
  for (const field of PREMIUM_FIELDS) if (field in seen) seen[field] = null;
  return seen as T;
}

/** A stored property's whole record as the plan may see it: the stored text itself when the plan sees every field. */
export function recordForPlan(hit: Pick<PropertyHit, 'doc' | 'doc_json'>, plan: Plan): PropertyRecord | JsonText<PropertyRecord> {
  return isPremium(plan) ? JsonText.of<PropertyRecord>(hit.doc_json) : forPlan(hit.doc, plan);
}
