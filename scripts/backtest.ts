/**
 * npm run backtest -- --dataset king-county|sacramento|demo|FILE.ndjson [--input CSV] [--holdout-months N] [--limit N]
 *                     [--holdout-from YYYY-MM-DD] [--holdout-to YYYY-MM-DD] [--properties N] [--concurrency N] [--out DIR]
 *
 * The valuation backtest of docs/valuation.md#backtest, which anyone can rerun:
 *   1. a scratch database (a database of its own on DATABASE_URL's server, dropped at the end;
 *      else an embedded PGlite in a temporary directory), migrated, with the geography;
 *   2. the dataset loaded through the normal importer (BatchLoader) and rollups;
 *   3. each market calibrated (npm run calibrate, loader/rollups/calibration.ts) on its sales before
 *      the hold-out only, so no held-out price sets an interval;
 *   4. the arms-length sales of the last --holdout-months calendar months (default 6) held out, in
 *      time order (--limit N: N of them, evenly spread); --holdout-from (and --holdout-to, both
 *      days included) hold out the sales of those days instead, e.g. a validation span before the
 *      official hold-out to choose the model's settings on (later sales stay loaded but are never
 *      evidence);
 *   5. each valued as of the day before its sale, by description (coordinates and building facts,
 *      never the address), over HTTP through the local gateway: only earlier sales are evidence;
 *   6. coverage, MdAPE, PPE5/10/20, bias and interval coverage, overall, by price decile and by month, printed
 *      and written to bench/results/backtest-<dataset>.json (--out DIR elsewhere), charted by decile in
 *      backtest-<dataset>.svg beside it.
 * With --dataset demo, the same for rents on the demo's held-out leases (GET /properties/rent-estimate).
 *
 * Datasets: king-county (--input kc_house_data.csv, loader/converters/king-county.ts), sacramento
 * (the committed data/samples/sacramento-sales.ndjson, or --input the source CSV), demo (the
 * synthetic market, --properties N, default 20,000), or an import NDJSON file.
 */

import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import postgres from 'postgres';
import { type AccuracyReport, accuracyReport, type Outcome } from '../bench/lib/accuracy.ts';
import { renderBacktestChart } from '../bench/lib/accuracy-chart.ts';
import { handler as authorizer } from '../functions/authorizer.ts';
import { createGateway } from '../infra/local/gateway.ts';
import { ensureDemoKeys, startLocalKeyStore } from '../infra/local/keystore.ts';
import { DEMO_SEED, prepareData } from '../infra/local/prepare-data.ts';
import { openDatabase } from '../infra/local/services.ts';
import { newReport } from '../loader/converters/common.ts';
import { convertKingCounty } from '../loader/converters/king-county.ts';
import { convertSacramento } from '../loader/converters/sacramento.ts';
import { simulate } from '../loader/demo-data/index.ts';
import { BatchLoader } from '../loader/ingest/load.ts';
import { calibrateMarkets } from '../loader/rollups/calibration.ts';
import { refreshRollups } from '../loader/rollups/index.ts';
import { config, reloadConfig } from '../shared/platform/config.ts';
import { addDays, addMonths } from '../shared/platform/dates.ts';
import type { ImportRecord } from '../shared/properties/records/import-record.ts';
import { routeList } from '../shared/routes.ts';
import { commandLine } from './command-line.ts';

const USAGE =
  'usage: npm run backtest -- --dataset king-county|sacramento|demo|FILE.ndjson [--input CSV] [--holdout-months N] [--holdout-from YYYY-MM-DD] [--holdout-to YYYY-MM-DD] [--limit N] [--properties N] [--concurrency N] [--out DIR]';
const { values } = commandLine(
  {
    options: {
      dataset: { type: 'string' },
      input: { type: 'string' },
      'holdout-months': { type: 'string', default: '6' },
      'holdout-from': { type: 'string' },
      'holdout-to': { type: 'string' },
      limit: { type: 'string' },
      properties: { type: 'string', default: '20000' },
      concurrency: { type: 'string' },
      out: { type: 'string', default: new URL('../bench/results/', import.meta.url).pathname },
    },
  },
  USAGE,
);
const dataset = values.dataset;
const holdoutMonths = Number(values['holdout-months']);
const limit = values.limit === undefined ? Infinity : Number(values.limit);
const isDay = (d: string | undefined) => d === undefined || /^\d{4}-\d{2}-\d{2}$/.test(d);
const holdoutTo = values['holdout-to'] ?? '9999-12-31';
if (
  !dataset ||
  !(holdoutMonths >= 1) ||
  !(limit >= 1) ||
  !isDay(values['holdout-from']) ||
  !isDay(values['holdout-to']) ||
  (dataset === 'king-county' && !values.input)
) {
  console.error(USAGE);
  if (dataset === 'king-county') console.error('king-county needs --input: the path of kc_house_data.csv (docs/valuation.md#backtest)');
  process.exit(2);
}
const name = dataset.endsWith('.ndjson') || dataset.endsWith('.ndjson.gz') ? basename(dataset).replace(/\.ndjson(\.gz)?$/, '') : dataset;

async function* records(): AsyncGenerator<ImportRecord> {
  const report = newReport();
  if (dataset === 'king-county') yield* convertKingCounty(values.input!, report);
  else if (dataset === 'sacramento' && values.input) yield* convertSacramento(values.input, report);
  else if (dataset === 'demo') yield* simulate({ properties: Number(values.properties), seed: DEMO_SEED });
  else yield* ndjson(dataset === 'sacramento' ? new URL('../data/samples/sacramento-sales.ndjson', import.meta.url).pathname : dataset!);
}

async function* ndjson(path: string): AsyncGenerator<ImportRecord> {
  const raw = createReadStream(path);
  for await (const line of createInterface({ input: path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw, crlfDelay: Infinity }))
    if (line.trim()) yield JSON.parse(line) as ImportRecord;
}

/** A database of its own: on DATABASE_URL's server when set, else an embedded PGlite in a temporary directory. */
async function scratchDatabase() {
  const server = config().DATABASE_URL;
  const dir = await mkdtemp(join(tmpdir(), 'sfr-backtest-'));
  let drop = async () => {};
  if (server) {
    const scratch = `backtest_${process.pid}_${Date.now()}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${scratch}`);
    const url = new URL(server);
    url.pathname = `/${scratch}`;
    process.env.DATABASE_URL = url.toString();
    reloadConfig();
    drop = async () => {
      await admin.unsafe(`drop database if exists ${scratch} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    async close() {
      await database.close();
      await drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Held {
  property_id: number;
  day: string;
  actual: number;
  params: Record<string, string>;
}

const started = performance.now();
const { database, close } = await scratchDatabase();
const sql = database.sql;
const keys = await startLocalKeyStore();
try {
  await ensureDemoKeys();
  await prepareData(sql, { log: () => {}, seedDemo: false });
  const rejects: string[] = [];
  const loader = new BatchLoader(sql, (r) => void rejects.push(`line ${r.line}: ${r.reason}`), 1000);
  let n = 0;
  for await (const record of records()) await loader.add(++n, record);
  await loader.flush();
  await refreshRollups(sql);
  console.log(`${name}: loaded ${loader.counts.inserted + loader.counts.updated} properties (${rejects.length} rejected)`);

  const server = await createGateway({ routes: routeList, authorizer, throttle: null });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const concurrency = Number(values.concurrency ?? (database.embedded ? 1 : 8));
  try {
    const calibrating = performance.now();
    const calibrations = await calibrateMarkets(sql, {
      through: addDays(await cutoff('sale'), -1),
      concurrency,
      log: (line) => console.log(`  calibration ${line}`),
    });
    const calibrationSeconds = Math.round((performance.now() - calibrating) / 1000);
    const sales = await heldOut(
      await sql<Held[]>`
        select t.property_id::float8 as property_id, to_char(coalesce(t.sale_date, t.recording_date), 'YYYY-MM-DD') as day,
               t.sale_amount::float8 as actual,
               json_build_object('latitude', p.lat, 'longitude', p.lon, 'property_type', p.property_type, 'living_area_sqft', p.living_sqft,
                                 'lot_size_sqft', p.lot_sqft, 'year_built', p.year_built, 'effective_year_built', p.effective_year_built,
                                 'beds', p.beds, 'baths', p.baths, 'quality', p.quality, 'condition', p.condition,
                                 'waterfront', p.waterfront, 'view', p.parcel_view, 'basement', p.basement_type) as params
        from transactions t join properties p on p.property_id = t.property_id
        where t.is_purchase and coalesce(t.sale_date, t.recording_date) between ${await cutoff('sale')}::date and ${holdoutTo}::date
        order by coalesce(t.sale_date, t.recording_date), t.property_id, t.seq`,
    );
    const saleResults = await valueAll(base, '/properties/valuation', 'value', sales, concurrency);
    const result: Record<string, unknown> = {
      dataset: name,
      generated_at: new Date().toISOString(),
      holdout_months: values['holdout-from'] ? null : holdoutMonths,
      holdout_from: await cutoff('sale'),
      holdout_to: values['holdout-to'] ?? null,
      limit: Number.isFinite(limit) ? limit : null,
      sales: accuracyReport(saleResults),
      // the share of the valued sales whose interval had their market's own scales
      sales_market_calibrated: share(saleResults.filter((r) => r.value !== null).map((r) => r.calibrated)),
      calibrations: calibrations.map((c) => ({
        market_level: c.level,
        market: c.market,
        since: c.since,
        through: c.through,
        held: c.held,
        sales: c.sales,
        fit: c.fit,
        interval: c.scales.interval,
        confidence: c.scales.confidence,
        coverage: c.coverage,
        default_coverage: c.defaultCoverage,
      })),
      calibration_seconds: calibrationSeconds,
    };
    print('sales', result.sales as AccuracyReport);
    if (dataset === 'demo') {
      const leases = await heldOut(
        await sql<Held[]>`
          select r.property_id::float8 as property_id, to_char(coalesce(r.lease_date, r.list_date), 'YYYY-MM-DD') as day, r.rent::float8 as actual,
                 json_build_object('latitude', p.lat, 'longitude', p.lon, 'property_type', p.property_type,
                                   'living_area_sqft', coalesce(r.sqft, p.living_sqft), 'lot_size_sqft', p.lot_sqft, 'year_built', p.year_built,
                                   'effective_year_built', p.effective_year_built, 'beds', coalesce(r.beds, p.beds), 'baths', coalesce(r.baths, p.baths),
                                   'quality', p.quality, 'condition', p.condition, 'waterfront', p.waterfront, 'view', p.parcel_view,
                                   'basement', p.basement_type) as params
          from rentals r join properties p on p.property_id = r.property_id
          where r.status = 'leased' and coalesce(r.lease_date, r.list_date) between ${await cutoff('lease')}::date and ${holdoutTo}::date
          order by coalesce(r.lease_date, r.list_date), r.property_id, r.seq`,
      );
      const rentResults = await valueAll(base, '/properties/rent-estimate', 'rent', leases, concurrency);
      result.rents = accuracyReport(rentResults);
      print('rents', result.rents as AccuracyReport);
    }
    result.seconds = Math.round((performance.now() - started) / 1000);
    mkdirSync(values.out!, { recursive: true });
    const file = join(values.out!, `backtest-${name}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`wrote ${file}`);
    const chart = join(values.out!, `backtest-${name}.svg`);
    writeFileSync(chart, renderBacktestChart(result));
    console.log(`wrote ${chart}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await keys.stop();
  await close();
}

function share(xs: boolean[]): number | null {
  return xs.length === 0 ? null : Math.round((xs.filter(Boolean).length / xs.length) * 10_000) / 10_000;
}

/** The first day held out: --holdout-from, else the month --holdout-months - 1 before the data's last month of that kind. */
async function cutoff(kind: 'sale' | 'lease'): Promise<string> {
  if (values['holdout-from']) return values['holdout-from'];
  const [row] = await sql<{ last: string }[]>`
    select to_char(max(last_date), 'YYYY-MM-DD') as last from price_index_months where kind = ${kind}`;
  if (!row?.last) throw new Error(`the dataset has no ${kind}s with a living area`);
  return addMonths(`${row.last.slice(0, 7)}-01`, -(holdoutMonths - 1));
}

/** Every held-out row, or --limit of them spread evenly over the time order. */
async function heldOut(rows: Held[]): Promise<Held[]> {
  if (rows.length <= limit) return rows;
  return Array.from({ length: limit }, (_, k) => rows[Math.floor((k * rows.length) / limit)]!);
}

async function valueAll(
  base: string,
  path: string,
  field: 'value' | 'rent',
  rows: Held[],
  concurrency: number,
): Promise<(Outcome & { day: string; calibrated: boolean })[]> {
  const out: (Outcome & { day: string; calibrated: boolean })[] = new Array(rows.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      const row = rows[i]!;
      const params = new URLSearchParams({ as_of: addDays(row.day, -1) });
      for (const [k, v] of Object.entries(row.params)) if (v !== null) params.set(k, String(v));
      const res = await fetch(`${base}${path}?${params}`, { headers: { 'X-API-TOKEN': 'demo-unlimited-key' } });
      const body = (await res.json()) as Record<string, number> & { method?: { calibration: { scales: string } } };
      if (res.status !== 200 && res.status !== 422) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
      out[i] =
        res.status === 200
          ? {
              day: row.day,
              actual: row.actual,
              value: body[field]!,
              low: body.low!,
              high: body.high!,
              confidence: body.confidence!,
              calibrated: body.method?.calibration.scales === 'market',
            }
          : { day: row.day, actual: row.actual, value: null, low: null, high: null, calibrated: false };
      if (++done % 500 === 0) console.error(`  ${done} / ${rows.length}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

function print(what: string, r: AccuracyReport) {
  const a = r.overall;
  const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);
  console.log(
    `${what}: ${a.valued}/${a.count} valued (coverage ${pct(a.coverage)}), MdAPE ${pct(a.mdape)}, PPE5 ${pct(a.ppe5)}, PPE10 ${pct(a.ppe10)}, PPE20 ${pct(a.ppe20)}, bias ${pct(a.bias)}, interval coverage ${pct(a.interval_coverage)}`,
  );
}
