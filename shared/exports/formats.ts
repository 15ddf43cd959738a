/**
 * The export files (docs/exports.md#formats), written batch by batch to a stream, so that memory is
 * bounded by a batch (CSV, NDJSON) or a row group (Parquet), never by the export's size.
 * - CSV: RFC 4180 (CRLF, fields quoted when they hold a comma, quote or line break), a header of the
 *   column names; null is an empty field, an empty string a quoted one ("").
 * - NDJSON: the record as the API serves it, one a line.
 * - Parquet (hyparquet-writer): typed columns, Snappy pages, row groups of PARQUET_ROW_GROUP rows.
 */
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { type Column, valueAt } from './columns.ts';

export const FORMATS = ['csv', 'ndjson', 'parquet'] as const;
export type Format = (typeof FORMATS)[number];

export const CONTENT_TYPES: Record<Format, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  ndjson: 'application/x-ndjson',
  parquet: 'application/vnd.apache.parquet',
};

/**
 * Rows a Parquet row group holds. Warehouses read a row group as a unit of work: DuckDB, Snowflake
 * and BigQuery work best with groups of about 100k rows and more; a group is also what the writer
 * keeps in memory (a property row is about 2 kB decoded).
 */
export const PARQUET_ROW_GROUP = 100_000;

export interface RowWriter {
  /** records as JSON values (the API's records) */
  write(records: readonly unknown[]): Promise<void>;
  end(): Promise<void>;
}

export function rowWriter(format: Format, out: Writable, columns: readonly Column[]): RowWriter {
  if (format === 'ndjson') return ndjsonWriter(out);
  if (format === 'csv') return csvWriter(out, columns);
  return parquetWriter(out, columns);
}

async function put(out: Writable, chunk: string | Uint8Array): Promise<void> {
  if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
}

function ndjsonWriter(out: Writable): RowWriter {
  return {
    async write(records) {
      let chunk = '';
      for (const r of records) chunk += `${typeof r === 'string' ? r : JSON.stringify(r)}\n`;
      await put(out, chunk);
    },
    async end() {},
  };
}

function csvWriter(out: Writable, columns: readonly Column[]): RowWriter {
  let header = true;
  return {
    async write(records) {
      const rows = records.map((r) => columns.map((c) => csvValue(valueAt(r, c.path))));
      await put(out, stringify(rows, { header, columns: columns.map((c) => c.name), record_delimiter: 'windows', quoted_empty: true }));
      header = false;
    },
    async end() {
      // an export with no rows is still a file with its header
      if (header) await put(out, stringify([], { header: true, columns: columns.map((c) => c.name), record_delimiter: 'windows' }));
    },
  };
}

/** csv-stringify writes false as an empty field and null as one too: booleans are spelt out, null stays empty. */
export function csvValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Parquet's schema for the columns: dates as DATE, money as DECIMAL(18,2), integers INT64, other numbers DOUBLE. */
export function parquetSchema(columns: readonly Column[]) {
  return [
    { name: 'root', num_children: columns.length },
    ...columns.map((c) => ({ name: c.name, repetition_type: c.nullable ? 'OPTIONAL' : 'REQUIRED', ...PARQUET_TYPES[c.type] }) as const),
  ];
}

const PARQUET_TYPES = {
  string: { type: 'BYTE_ARRAY', converted_type: 'UTF8' },
  int64: { type: 'INT64' },
  double: { type: 'DOUBLE' },
  decimal: { type: 'INT64', converted_type: 'DECIMAL', scale: 2, precision: 18 },
  boolean: { type: 'BOOLEAN' },
  date: { type: 'INT32', converted_type: 'DATE' },
} as const;

const DAY_MS = 86_400_000;

/** A JSON value as the Parquet writer takes it for the column's type. */
export function parquetValue(type: Column['type'], value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'date') return Date.parse(`${value as string}T00:00:00Z`) / DAY_MS;
  if (type === 'decimal') return cents(String(value));
  if (type === 'int64') return BigInt(value as number);
  if (type === 'string' && typeof value !== 'string') return JSON.stringify(value);
  return value;
}

/** Exact: the decimal text "425000.5" is 42500050n cents, never through a float. */
export function cents(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > 2) return BigInt(Math.round(Number(text) * 100));
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

function parquetWriter(out: Writable, columns: readonly Column[]): RowWriter {
  const bytes = new ByteWriter();
  const writer = new ParquetWriter({
    writer: bytes,
    schema: parquetSchema(columns) as never,
    codec: 'SNAPPY',
    createdBy: 'sfr-analytics export',
  });
  let pending: unknown[][] = columns.map(() => []);
  let count = 0;
  const flushBytes = async () => {
    // the writer's buffer is reused: what was appended since the last flush goes out as a copy
    await put(out, bytes.getBytes().slice());
    bytes.index = 0;
  };
  const flushGroup = async () => {
    if (count === 0) return;
    writer.write({ columnData: columns.map((c, i) => ({ name: c.name, data: pending[i]! })), rowGroupSize: count });
    pending = columns.map(() => []);
    count = 0;
    await flushBytes();
  };
  return {
    async write(records) {
      for (const r of records) {
        for (const [i, c] of columns.entries()) pending[i]!.push(parquetValue(c.type, valueAt(r, c.path)));
        if (++count === PARQUET_ROW_GROUP) await flushGroup();
      }
    },
    async end() {
      await flushGroup();
      writer.finish();
      await flushBytes();
    },
  };
}
