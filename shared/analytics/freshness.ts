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
import { type DateWindow, monthWindow, resolveWindow } from './window.ts';

export type DataKind = 'purchases' | 'rentals';

/** Each kind's latest recorded date in the places read (null: none of that kind there). */
export type DataDates = Record<DataKind, string | null>;

/** The latest date of each of `kinds` recorded in `places`, null for a kind they hold none of. geo_data_dates_<level> */
export async function recordedDates(sql: Sql, places: readonly Geography[], kinds: readonly DataKind[]): Promise<DataDates> {
  const where = places.map((g) => sql`(${geographyFilter(sql, g)})`).reduce((a, b) => sql`${a} or ${b}`);
  const [row] = await sql<{ purchases: string | null; rentals: string | null }[]>`
    select to_char(max(last_purchase), 'YYYY-MM-DD') as purchases, to_char(max(last_rental), 'YYYY-MM-DD') as rentals
    from geo_data_dates where ${where}`;
  return {
    purchases: kinds.includes('purchases') ? (row?.purchases ?? null) : null,
    rentals: kinds.includes('rentals') ? (row?.rentals ?? null) : null,
  };
}

/**
 * recordedDates, or a NoCoverage problem (404) when the places hold none of `kinds` at all: the
 * data was never loaded there, and an answer would be zeros (docs/analytics-definitions.md#freshness-and-samples).
 */
export async function dataDates(sql: Sql, places: readonly Geography[], kinds: readonly DataKind[]): Promise<DataDates> {
  const dates = await recordedDates(sql, places, kinds);
  if (dates.purchases !== null || dates.rentals !== null) return dates;
  throw await noCoverage(sql, places, kinds);
}

/** The NoCoverage problem for `places`, naming the states that hold `kinds`. */
export async function noCoverage(sql: Sql, places: readonly Geography[], kinds: readonly DataKind[]): Promise<NoCoverage> {
  const covered = await coveredStates(sql, kinds);
  const datasets = kinds.map((k) => DATASETS[k]);
  const place = places.map(placeName).join(', ');
  return new NoCoverage(
    `No ${datasets.join(' or ')} data is loaded for ${place}. Covered states: ${covered.length > 0 ? covered.join(', ') : 'none'}.`,
    { place, datasets, covered_states: covered },
  );
}

/** The latest date of `kinds` recorded in `places`, all kinds together (dataDates: NoCoverage when none). */
export async function dataAsOf(sql: Sql, places: readonly Geography[], kinds: readonly DataKind[]): Promise<string> {
  const dates = await dataDates(sql, places, kinds);
  // YYYY-MM-DD text sorts as the dates do
  return [dates.purchases, dates.rentals]
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1)!;
}

/**
 * The default windows of an answer that reads sales and leases: each ends at its own dataset's
 * date, so its sales figures cover the months flips, buyers and every other sales answer cover for
 * the place, and its lease figures the months of every lease answer. A dataset the places hold
 * none of takes the other's window. An explicit date_to is both windows' end.
 */
export function datasetWindows(
  query: { date_from?: string | undefined; date_to?: string | undefined },
  dates: DataDates,
): Record<DataKind, DateWindow> {
  const window = (asOf: string | null) => monthWindow(resolveWindow(query, defaultWindowEnd(asOf, query.date_from)).window);
  return {
    purchases: window(dates.purchases ?? dates.rentals),
    rentals: window(dates.rentals ?? dates.purchases),
  };
}

/** The windows and dates of each dataset as an answer states them (its `datasets` field). */
export function datasetsOut(windows: Record<DataKind, DateWindow>, dates: DataDates) {
  return {
    sales: { ...windows.purchases, data_as_of: dates.purchases },
    leases: { ...windows.rentals, data_as_of: dates.rentals },
  };
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
    "The latest recorded date of the answer's dataset in the places it covers: sales, or leases on lease answers (an answer that reads both states each in `datasets`). A window without date_to ends here, not today.",
});

const DatasetWindow = (dataset: string) =>
  z
    .object({
      date_from: z.string().openapi({ format: 'date', description: `First day of the window the ${dataset} figures cover.` }),
      date_to: z.string().openapi({ format: 'date', description: `Last day of the window the ${dataset} figures cover.` }),
      data_as_of: z
        .string()
        .nullable()
        .openapi({ format: 'date', description: `The latest ${dataset} date recorded in the places; null when they hold none.` }),
    })
    .openapi({ description: `The ${dataset} figures' window: without date_to it ends at the ${dataset} data_as_of.` });

/** The response field of answers that read sales and leases (extension). */
export const Datasets = z.object({ sales: DatasetWindow('sales'), leases: DatasetWindow('lease') }).openapi({
  description:
    "Extension: each dataset's own window and data_as_of. Sales figures cover the sales window and lease figures the lease window; they differ only without date_to, when one dataset's records run later than the other's.",
});
