/**
 * The nearby-sale record computed in TypeScript from a property's full record and a sale, reading
 * each field's source in the field table (shared/properties/nearby/sale-fields.ts): the reference
 * the database's assembly (nearby_sale_json over the stored sale_fields) is checked against, field
 * for field and in the order served. What a plan may see comes from present.ts's forPlan, not from
 * the table's plan column, so a field the table forgets to mark Premium-only shows up as a
 * difference.
 */

import type { Plan } from '../../shared/platform/plans.ts';
import {
  type FieldSource,
  type Member,
  NEARBY_SALE_FIELDS,
  type NearbyInclude,
  type SaleColumn,
} from '../../shared/properties/nearby/sale-fields.ts';
import type { NearbySale } from '../../shared/properties/nearby/schemas.ts';
import { forPlan } from '../../shared/properties/records/plan-fields.ts';
import type { PropertyRecord } from '../../shared/properties/records/record-schema.ts';

/** The sale's values (SALE_COLUMNS) as the record shows them: dates as YYYY-MM-DD, the amount as its decimal text. */
export interface SaleFields extends Record<SaleColumn, unknown> {
  property_id: number;
  recording_date: string;
  sale_date: string;
  sale_amount: string;
  living_sqft: number;
  buyer_1: string | null;
  seller_1: string | null;
}

function memberOf(doc: PropertyRecord, m: Member): unknown {
  const holder: unknown = m.length === 1 ? doc : (doc as unknown as Record<string, unknown>)[m[0]];
  const key = m.length === 1 ? m[0] : m[1];
  return holder !== null && typeof holder === 'object' ? ((holder as Record<string, unknown>)[key] ?? null) : null;
}

function fieldValue(from: FieldSource, doc: PropertyRecord, sale: SaleFields): unknown {
  if ('sale' in from) return sale[from.sale];
  if ('firstOf' in from) return from.firstOf.map((m) => memberOf(doc, m)).find((v) => v !== null) ?? null;
  const value = memberOf(doc, from.record);
  if (from.as !== 'count') return value;
  const count = value === null ? null : /^\s*(\d+)\s*$/.exec(String(value));
  return count ? Number(count[1]) : null;
}

export function referenceNearbySale(record: PropertyRecord, sale: SaleFields, include: ReadonlySet<NearbyInclude>, plan: Plan): NearbySale {
  const doc = forPlan(record, plan);
  const served = NEARBY_SALE_FIELDS.filter((f) => !('include' in f) || include.has(f.include));
  return Object.fromEntries(served.map((f) => [f.name, fieldValue(f.from, doc, sale)])) as NearbySale;
}
