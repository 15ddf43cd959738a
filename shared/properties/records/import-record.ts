/**
 * The NDJSON import/export format (docs/data.md#import-format): one property record (docs/design.md#property-record)
 * per line with optional `transactions` (the transaction record plus the recorded details analytics need) and `rentals`.
 * Records from other sources may leave out anything but property_id and the never-null address fields.
 */

import { z } from '../../platform/zod.ts';
import { ARMS_LENGTH_REASONS, PropertyRecord, TransactionRecord } from './record-schema.ts';

export const DOCUMENT_TYPES = [
  'GRANT_DEED',
  'WARRANTY_DEED',
  'QUITCLAIM_DEED',
  'INTRAFAMILY_TRANSFER',
  'TRUSTEE_DEED',
  'DEED_IN_LIEU',
  'SHERIFF_DEED',
  'REFINANCE',
  'NOTICE_OF_DEFAULT',
  'LIS_PENDENS',
] as const;

export const ImportTransaction = TransactionRecord.partial().extend({
  /** normalised document type; TRANSACTION_TYPE keeps the recorder's wording */
  DOCUMENT_TYPE: z.enum(DOCUMENT_TYPES).nullable().optional(),
  /** arms-length sale between unrelated parties; derived from the document type when absent */
  ARMS_LENGTH: z.boolean().nullable().optional(),
  /** why ARMS_LENGTH is what it is (docs/analytics-definitions.md#arms-length); an export carries the loader's decision and its reason */
  ARMS_LENGTH_REASON: z.enum(ARMS_LENGTH_REASONS).nullable().optional(),
  DOC_NUM: z.string().nullable().optional(),
  FIRST_MTG_INTEREST_RATE: z.number().nullable().optional(),
  FIRST_MTG_TERM_MONTHS: z.number().int().nullable().optional(),
  FIRST_MTG_TYPE: z.string().nullable().optional(),
});
export type ImportTransaction = z.infer<typeof ImportTransaction>;

export const RENTAL_STATUSES = ['listed', 'leased', 'withdrawn'] as const;

export const ImportRental = z.object({
  list_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  lease_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  rent: z.number().positive(),
  beds: z.number().nullable().optional(),
  baths: z.number().nullable().optional(),
  sqft: z.number().nullable().optional(),
  days_on_market: z.number().int().nonnegative().nullable().optional(),
  status: z.enum(RENTAL_STATUSES),
});
export type ImportRental = z.infer<typeof ImportRental>;

const base = PropertyRecord.shape;

/** Deep-partial property record: only property_id and the never-null address fields are required. */
export const ImportRecord = z.object({
  property_id: base.property_id,
  address: base.address
    .partial()
    .required({ formatted_street_address: true, city: true, state: true, zip_code: true, latitude: true, longitude: true }),
  ...Object.fromEntries(
    Object.entries(base)
      .filter(([k]) => k !== 'property_id' && k !== 'address')
      .map(([k, v]) => [k, partialDeep(v as z.ZodType).optional()]),
  ),
  /** where the record comes from: `synthetic-demo` for the simulator, the dataset name for real data */
  data_source: z.string().min(1).optional(),
  transactions: z.array(ImportTransaction).optional(),
  rentals: z.array(ImportRental).optional(),
}) as unknown as z.ZodType<ImportRecord>;

export type ImportRecord = {
  property_id: number;
  address: Partial<PropertyRecord['address']> &
    Pick<PropertyRecord['address'], 'formatted_street_address' | 'city' | 'state' | 'zip_code' | 'latitude' | 'longitude'>;
  data_source?: string;
  transactions?: ImportTransaction[];
  rentals?: ImportRental[];
} & { [K in Exclude<keyof PropertyRecord, 'property_id' | 'address'>]?: DeepPartial<PropertyRecord[K]> };

type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } | null : T;

function partialDeep(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodNullable) return partialDeep(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodObject)
    return z.object(Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, (v as z.ZodType).optional()])));
  return schema;
}
