/** One NDJSON line of the import format, validated: the record, or why it is refused. */
import { ImportRecord } from '../../shared/properties/records/import-record.ts';

export function parseLine(text: string): { record: ImportRecord } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { error: `invalid JSON: ${(err as Error).message}` };
  }
  const parsed = ImportRecord.safeParse(json);
  if (!parsed.success) {
    return {
      error: parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`)
        .join('; '),
    };
  }
  return { record: sourceValuation(parsed.data) };
}

/**
 * A record as the API serves it (an export) carries the project's estimate as `valuation` and the
 * source's own as `source_valuation`: the source's is what is stored, as `valuation`
 * (docs/data.md#import-format); the estimate is computed again after the load.
 */
export function sourceValuation(record: ImportRecord): ImportRecord {
  if (!('source_valuation' in record)) return record;
  const { source_valuation, ...rest } = record;
  if (source_valuation === null || source_valuation === undefined) return { ...rest, valuation: null };
  const { source: _, ...valuation } = source_valuation;
  return { ...rest, valuation };
}
