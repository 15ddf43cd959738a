/**
 * How current an answer's data is (docs/analytics-definitions.md#freshness-and-samples): `data_as_of`
 * is the latest recorded date of the kinds of data an answer reads, in the places it reads, and a
 * default window ends there rather than today, so a series never ends in months nothing was
 * recorded for yet.
 */
import type { Sql } from 'postgres';
import { type Geography, geographyFilter } from '../locations/geography.ts';
import { today } from '../platform/dates.ts';
import { NoCoverage } from '../platform/errors.ts';
import { z } from '../platform/zod.ts';

export type DataKind = 'purchases' | 'rentals';

/**
 * The latest date of `kinds` recorded in `places`. A NoCoverage problem (404) when they hold none
 * at all: the data was never loaded there, and an answer would be zeros (docs/analytics-definitions.md#freshness-and-samples).
 * geo_data_dates_<level>
 */
export async function dataAsOf(sql: Sql, places: readonly Geography[], kinds: readonly DataKind[]): Promise<string> {
  const where = places.map((g) => sql`(${geographyFilter(sql, g)})`).reduce((a, b) => sql`${a} or ${b}`);
  const [row] = await sql<{ purchases: string | null; rentals: string | null }[]>`
    select to_char(max(last_purchase), 'YYYY-MM-DD') as purchases, to_char(max(last_rental), 'YYYY-MM-DD') as rentals
    from geo_data_dates where ${where}`;
  // YYYY-MM-DD text sorts as the dates do
  const dates = kinds
    .map((k) => row?.[k])
    .filter((d): d is string => d != null)
    .sort();
  const last = dates.at(-1);
  if (last !== undefined) return last;
  const covered = await coveredStates(sql, kinds);
  const datasets = kinds.map((k) => DATASETS[k]);
  const place = places.map(placeName).join(', ');
  throw new NoCoverage(
    `No ${datasets.join(' or ')} data is loaded for ${place}. Covered states: ${covered.length > 0 ? covered.join(', ') : 'none'}.`,
    { place, datasets, covered_states: covered },
  );
}

const DATASETS: Record<DataKind, string> = { purchases: 'sales', rentals: 'leases' };

function placeName(g: Geography): string {
  return `${g.type} ${g.name}`;
}

/** The states holding any data of `kinds`: a scan of geo_data_dates (a row per zip and city), on the error path only. */
async function coveredStates(sql: Sql, kinds: readonly DataKind[]): Promise<string[]> {
  const rows = await sql<{ state: string }[]>`
    select distinct state from geo_data_dates
    where (${kinds.includes('purchases')} and last_purchase is not null) or (${kinds.includes('rentals')} and last_rental is not null)
    order by state`;
  return rows.map((r) => r.state);
}

/**
 * Where a window without `date_to` ends: at data_as_of (today when the places hold no data), and
 * never before an explicit `date_from` (a window starting after the data is empty, not reversed).
 */
export function defaultWindowEnd(asOf: string | null, dateFrom: string | undefined, now: string = today()): string {
  const end = asOf ?? now;
  return dateFrom !== undefined && dateFrom > end ? dateFrom : end;
}

/** The response field, the same on every analytics answer. */
export const DataAsOf = z.string().nullable().openapi({
  format: 'date',
  description:
    'The latest recorded date of the data this answer reads (sales, rentals or both) in the places it covers; null when they hold none. A window without date_to ends here, not today.',
});
