/**
 * npm run bench:windows: what a long window costs each windowed geo and rental endpoint. Calls
 * each endpoint's query layer (its SQL and the arithmetic on what it reads, no HTTP) for the
 * busiest metro of DATABASE_URL, or 5 of its zips, over the 12 months ending with data_as_of and
 * over the whole history (1990-01-01 to data_as_of), one caller, and writes the medians to
 * bench/results/<date>-windows.json (docs/performance.md#long-windows).
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { monthStartAfter } from '../shared/analytics/window.ts';
import { geoFlips } from '../shared/geo-analytics/flips.ts';
import { holdTime } from '../shared/geo-analytics/hold-time.ts';
import { institutionalOwnership } from '../shared/geo-analytics/ownership.ts';
import { FlipsQuery, GeoPageQuery, HoldTimeQuery, InstitutionalOwnershipQuery, ZipAnalysisQuery } from '../shared/geo-analytics/schemas.ts';
import { geoPage, zipAnalysis } from '../shared/geo-analytics/zips.ts';
import { today } from '../shared/platform/dates.ts';
import { closeDb, db } from '../shared/platform/db/client.ts';
import { rentalListing } from '../shared/rental-analytics/listings.ts';
import { marketAnalysis } from '../shared/rental-analytics/market.ts';
import { MarketAnalysisQuery, RentalListQuery } from '../shared/rental-analytics/schemas.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '15' } } });
const rounds = Number(values.rounds);

const sql = await db();
const [metro] = await sql<{ cbsa_code: string }[]>`
  select cbsa_code from geo_monthly where cbsa_code is not null group by cbsa_code order by sum(purchases) desc limit 1`;
const msa = metro!.cbsa_code;
const zips = (
  await sql<{ zip: string }[]>`select zip from geo_monthly where cbsa_code = ${msa} group by zip order by sum(purchases) desc limit 5`
).map((r) => r.zip);
const [asOf] = await sql<{ d: string }[]>`
  select to_char(greatest(max(last_purchase), max(last_rental)), 'YYYY-MM-DD') as d from geo_data_dates where cbsa_code = ${msa}`;
const end = asOf!.d;
const [size] = await sql<{ properties: number; transactions: number; rentals: number }[]>`
  select (select count(*) from properties)::int as properties, (select count(*) from transactions)::int as transactions,
         (select count(*) from rentals)::int as rentals`;

const WINDOWS = {
  months_12: { date_from: monthStartAfter(end, -11), date_to: end },
  whole_history: { date_from: '1990-01-01', date_to: end },
};
const place = { search_type: 'msa', msa };

const ENDPOINTS: { name: string; call: (w: { date_from: string; date_to: string }) => Promise<unknown> }[] = [
  { name: 'flips (a metro, first page)', call: (w) => geoFlips(FlipsQuery.parse({ ...place, ...w })) },
  { name: 'hold-time (a metro)', call: (w) => holdTime(HoldTimeQuery.parse({ ...place, ...w })) },
  { name: 'institutional-ownership (a metro)', call: (w) => institutionalOwnership(InstitutionalOwnershipQuery.parse({ ...place, ...w })) },
  { name: 'zip-analysis (5 zips)', call: (w) => zipAnalysis(ZipAnalysisQuery.parse({ zips: zips.join(','), ...w })) },
  { name: 'geo page (every zip of a metro)', call: (w) => geoPage(GeoPageQuery.parse({ ...place, ...w })) },
  { name: 'rental transactions (a metro, first page)', call: (w) => rentalListing(RentalListQuery.parse({ ...place, ...w })) },
  {
    name: 'market-analysis (a metro)',
    call: (w) => marketAnalysis(MarketAnalysisQuery.parse({ geography_type: 'msa', geography_values: msa, ...w })),
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.9) - 1]!;

const results = [];
for (const e of ENDPOINTS) {
  const row: Record<string, unknown> = { endpoint: e.name };
  const timings: Record<string, number[]> = {};
  for (const name of Object.keys(WINDOWS)) timings[name] = [];
  // the two windows take turns, so a noisy moment of the shared machine falls on both
  for (let k = 0; k < 3 + rounds; k++) {
    for (const [name, w] of Object.entries(WINDOWS)) {
      const started = performance.now();
      await e.call(w);
      if (k >= 3) timings[name]!.push(performance.now() - started);
    }
  }
  for (const [name, t] of Object.entries(timings))
    row[name] = { median_ms: +median(t).toFixed(2), p90_ms: +p90(t).toFixed(2), rounds: t.map((x) => +x.toFixed(2)) };
  row.ratio = +(median(timings.whole_history!) / median(timings.months_12!)).toFixed(2);
  results.push(row);
  console.log(
    `${e.name}: 12 months ${median(timings.months_12!).toFixed(1)} ms, whole history ${median(timings.whole_history!).toFixed(1)} ms`,
  );
}

const file = `bench/results/${today()}-windows.json`;
writeFileSync(
  file,
  `${JSON.stringify({ date: today(), database: size, msa, zips, data_as_of: end, windows: WINDOWS, rounds, caller: 'one, sequential', results }, null, 2)}\n`,
);
console.log(`wrote ${file}`);
await closeDb();
