/**
 * The columns of each export dataset (docs/exports.md#columns), generated from the zod schemas that
 * are the records' JSON shapes in openapi.json: a nested member becomes a column named by its path
 * joined with `_` (`address.city` → `address_city`), and its type follows the JSON schema the
 * record schema gives:
 * - a string with the YYYY-MM-DD pattern is a `date`;
 * - a string with the decimal pattern (money published as a string) is a `decimal`;
 * - an integer is an `int64`, any other number a `double`, a boolean a `boolean`, anything else a `string`.
 * So the documented columns, the CSV header and the Parquet schema cannot drift from the records.
 */
import { z } from '../platform/zod.ts';
import { NearbySale } from '../properties/nearby/schemas.ts';
import { ImportRental, ImportTransaction } from '../properties/records/import-record.ts';
import { PropertyRecord } from '../properties/records/record-schema.ts';

export const COLUMN_TYPES = ['string', 'int64', 'double', 'decimal', 'boolean', 'date'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface Column {
  name: string;
  /** where the value sits in the JSON record */
  path: readonly string[];
  type: ColumnType;
  nullable: boolean;
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const DECIMAL_PATTERN = '^\\d+(\\.\\d+)?$';

interface JsonSchema {
  type?: string | string[];
  pattern?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** The leaf columns of an object's JSON schema, in the order of its members. */
export function columnsOf(schema: z.ZodType): Column[] {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const columns: Column[] = [];
  walk(json, [], false, columns);
  const names = new Set<string>();
  for (const c of columns) {
    if (names.has(c.name)) throw new Error(`two members flatten to the column ${c.name}`);
    names.add(c.name);
  }
  return columns;
}

function walk(node: JsonSchema, path: string[], nullable: boolean, out: Column[]): void {
  const variants = node.anyOf ?? [node];
  const nullableHere = nullable || variants.some((v) => v.type === 'null' || (Array.isArray(v.type) && v.type.includes('null')));
  const value = variants.find((v) => v.type !== 'null') ?? node;
  const types = (Array.isArray(value.type) ? value.type : [value.type]).filter((t) => t !== 'null');
  if (types[0] === 'object' && value.properties) {
    const required = new Set(value.required ?? []);
    for (const [key, child] of Object.entries(value.properties)) walk(child, [...path, key], nullableHere || !required.has(key), out);
    return;
  }
  out.push({ name: path.join('_'), path, type: leafType(types[0], value.pattern), nullable: nullableHere });
}

function leafType(type: string | undefined, pattern: string | undefined): ColumnType {
  if (type === 'integer') return 'int64';
  if (type === 'number') return 'double';
  if (type === 'boolean') return 'boolean';
  if (type === 'string' && pattern === DATE_PATTERN) return 'date';
  if (type === 'string' && pattern === DECIMAL_PATTERN) return 'decimal';
  return 'string';
}

export const DATASETS = ['properties', 'transactions', 'leases', 'nearby-sales'] as const;
export type Dataset = (typeof DATASETS)[number];

const PropertyId = z.object({ property_id: z.number().int().positive() });

/** Transactions and leases name the property they belong to first; their other members are the import format's. */
export const TransactionRow = PropertyId.extend(ImportTransaction.shape);
export const LeaseRow = PropertyId.extend(ImportRental.shape);

/** A nearby sale names its subject first: its position in the request's list, its property_id, and the address the request gave. */
export const NearbySaleRow = z
  .object({
    subject: z.number().int().positive(),
    subject_property_id: z.number().int().positive(),
    subject_address: z.string().nullable(),
  })
  .extend(NearbySale.shape);

export const DATASET_COLUMNS: Record<Dataset, Column[]> = {
  properties: columnsOf(PropertyRecord),
  transactions: columnsOf(TransactionRow),
  leases: columnsOf(LeaseRow),
  'nearby-sales': columnsOf(NearbySaleRow),
};

/** The value of a column in a record: null when a part on the way is absent or null. */
export function valueAt(record: unknown, path: readonly string[]): unknown {
  let value = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}
