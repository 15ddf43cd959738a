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
  return { record: parsed.data };
}
