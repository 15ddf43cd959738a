/**
 * What the dataset converters share: CSV reading, the tally of skipped rows, date and number
 * parsing for values that spreadsheets mangle, and USPS street parts from the address module.
 */
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { type ParsedAddress, parseAddress, streetLine } from '../../shared/addresses/index.ts';
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';

/** Rows read and rows left out, per reason: a converter never drops a row without counting it here. */
export interface ConvertReport {
  rows: number;
  skipped: Map<string, number>;
}

export const newReport = (): ConvertReport => ({ rows: 0, skipped: new Map() });

export function skip(report: ConvertReport, reason: string, rows = 1): void {
  report.skipped.set(reason, (report.skipped.get(reason) ?? 0) + rows);
}

export type Converted<T> = { ok: T } | { skip: string };

/** Data rows as objects keyed by the trimmed header ("UniqueID " has a trailing space); BOM dropped. */
export async function* readCsv(path: string): AsyncGenerator<Record<string, string>> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, columns: (header: string[]) => header.map((h) => h.trim()), skip_empty_lines: true }),
  );
  for await (const row of parser) yield row as Record<string, string>;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** YYYY-MM-DD, or null for a day the calendar does not have (20160652, February 30). */
export function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

/** Month number from an English month name or its three-letter abbreviation. */
export function monthNumber(name: string): number | null {
  const i = MONTHS.indexOf(name.slice(0, 3).toUpperCase());
  return i < 0 ? null : i + 1;
}

/** "$1,124,900 " and "120000" -> the number; null for blanks and anything else. */
export function amount(text: string | undefined): number | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/** A count where the source writes 0 (or nothing) for "not known": beds, baths, square feet. */
export function knownCount(text: string | undefined): number | null {
  const n = amount(text);
  return n === null || n === 0 ? null : n;
}

export const collapse = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

export interface Street {
  parsed: ParsedAddress | null;
  /** the USPS street line; the collapsed source text when it cannot be parsed */
  line: string;
}

/** The street line of a one-line address, in USPS form. */
export function street(oneLine: string): Street {
  const parsed = parseAddress(oneLine);
  const line = parsed ? streetLine(parsed) : '';
  return { parsed, line: line || collapse(oneLine.split(',')[0]).toUpperCase() };
}

export function addressParts(
  p: ParsedAddress | null,
): Omit<ImportRecord['address'], 'formatted_street_address' | 'city' | 'state' | 'zip_code' | 'latitude' | 'longitude'> {
  return {
    street_number: p?.number ?? null,
    street_pre_direction: p?.preDirection ?? null,
    street_name: p?.streetName ?? null,
    street_suffix: p?.suffix ?? null,
    street_post_direction: p?.postDirection ?? null,
    unit_type: p?.unitType ?? null,
    unit_number: p?.unitNumber ?? null,
  };
}
