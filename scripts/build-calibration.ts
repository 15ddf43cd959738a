/**
 * Builds the market simulator's calibration tables in data/calibration/ from the raw public
 * files (not in the repository: Zillow ZHVI/ZORI, HUD FMR/SAFMR, King County, Sacramento and
 * Nashville sales) plus the committed geography in data/geo. See data/calibration/SOURCE.md,
 * which this script also writes.
 *
 *   npx tsx scripts/build-calibration.ts <raw-data-dir>
 *
 * Deterministic: fixed sampling seed, fixed rounding, sorted keys, so a rebuild leaves git clean.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type {
  Hedonic,
  MarketCalibration,
  MonthlySeries,
  StructureCalibration,
  StructurePool,
  ZipCalibration,
} from '../loader/demo-data/calibration.ts';
import { MARKETS, type MarketDef } from '../loader/demo-data/markets.ts';
import { mulberry32 } from '../loader/demo-data/random.ts';
import { type CbsaRow, readGeoFile, type ZipRow } from '../shared/locations/geo-files.ts';

const RAW = rawDataDir(process.argv[2]);

/** The folder holding the raw public datasets (one folder each, with its SOURCE.txt); they are not in the repository. */
function rawDataDir(arg: string | undefined): string {
  if (!arg) throw new Error('usage: npx tsx scripts/build-calibration.ts <raw-data-dir>');
  return `${arg.replace(/\/$/, '')}/`;
}
const OUT = new URL('../data/calibration/', import.meta.url);

const POOL_ROWS = 4000;
/** King County ends in 2015; homes built since are represented by 2005-2014 homes moved 11 years on. */
const POOL_NEW_BUILD_ROWS = 600;
const NEW_BUILD_SHIFT_YEARS = 11;
const SFR_SAMPLE = 4096;
const ATTACHED_SAMPLE = 1024;
const RAKING_ROUNDS = 200;
const ZORI_FIRST_YEAR = 2015;
const ZORI_LAST_YEAR = 2023;

// --- assumptions the raw files cannot give (documented in SOURCE.md) -------------------------

const DECADES = ['<1960', '1960s', '1970s', '1980s', '1990s', '2000s', '2010s', '2020s'] as const;
const BED_CLASSES = ['1', '2', '3', '4', '5', '6+'] as const;

/** Approximate shares of single-family homes by decade built (ACS "year structure built", rounded). */
const DECADE_TARGETS: Record<string, number[]> = {
  sacramento: [0.14, 0.11, 0.17, 0.15, 0.13, 0.2, 0.08, 0.02],
  houston: [0.08, 0.08, 0.17, 0.15, 0.13, 0.2, 0.16, 0.03],
  tampa: [0.09, 0.08, 0.16, 0.2, 0.14, 0.19, 0.11, 0.03],
  atlanta: [0.06, 0.06, 0.11, 0.16, 0.2, 0.25, 0.13, 0.03],
};
/** Nashville: Davidson County (the Nashville sales file) is ~40% of the metro's homes; the suburban rest is newer. */
const NASHVILLE_CORE_SHARE = 0.4;
const NASHVILLE_SUBURBS_DECADES = [0.03, 0.04, 0.09, 0.12, 0.2, 0.27, 0.21, 0.04];
const NASHVILLE_SUBURBS_BEDS = [0.005, 0.07, 0.48, 0.35, 0.08, 0.015];

/** Approximate shares of single-family homes by bedrooms where no sales file gives them. */
const BED_TARGETS: Record<string, number[]> = {
  houston: [0.005, 0.08, 0.5, 0.33, 0.075, 0.01],
  tampa: [0.01, 0.18, 0.54, 0.22, 0.045, 0.005],
  atlanta: [0.005, 0.08, 0.42, 0.34, 0.13, 0.025],
};
/** Lot size relative to King County where no sales file gives lots (suburban lot norms). */
const LOT_SCALE: Record<string, number> = { sacramento: 0.85, houston: 0.95, tampa: 0.8, atlanta: 1.5 };

// --- reading ------------------------------------------------------------------------------

/** RFC 4180 rows (Zillow and HUD quote names that contain commas), byte-order mark dropped. */
function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
}

interface Table {
  header: string[];
  rows: string[][];
  col(name: string): number;
}

function readTable(file: string): Table {
  const [header, ...rows] = parseCsv(readFileSync(RAW + file, 'utf8'));
  if (!header) throw new Error(`${file}: empty`);
  return {
    header,
    rows,
    col(name) {
      const i = header.indexOf(name);
      if (i < 0) throw new Error(`${file}: no column ${name}`);
      return i;
    },
  };
}

const cell = (row: string[], i: number): string => row[i] ?? '';
const num = (row: string[], i: number): number => Number(cell(row, i));

// --- small numerics -----------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function weightedMedian(values: number[], weights: number[]): number {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
  const half = weights.reduce((s, w) => s + w, 0) / 2;
  let acc = 0;
  for (const i of order) {
    acc += weights[i]!;
    if (acc >= half) return values[i]!;
  }
  return values[order[order.length - 1]!]!;
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and well conditioned). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const shares = (counts: number[]) => {
  const total = counts.reduce((s, c) => s + c, 0);
  return counts.map((c) => c / total);
};

// --- Zillow series ------------------------------------------------------------------------

/** ISO month "YYYY-MM" of a Zillow column header ("2015-01-31" or the re-saved "1/31/2015"). */
function headerMonth(header: string): string | null {
  let m = /^(\d{4})-(\d{2})-\d{2}$/.exec(header);
  if (m) return `${m[1]}-${m[2]}`;
  m = /^(\d{1,2})\/\d{1,2}\/(\d{4})$/.exec(header);
  return m ? `${m[2]}-${m[1]!.padStart(2, '0')}` : null;
}

interface WideSeries {
  months: string[];
  monthCols: number[];
  table: Table;
}

function wide(file: string): WideSeries {
  const table = readTable(file);
  const monthCols: number[] = [];
  const months: string[] = [];
  table.header.forEach((h, i) => {
    const month = headerMonth(h);
    if (month) {
      months.push(month);
      monthCols.push(i);
    }
  });
  return { months, monthCols, table };
}

/** Months that were blank inside a metro series and filled by interpolation, for SOURCE.md. */
const interpolated: string[] = [];

/** The region's monthly values, whole dollars, from its first filled month; a blank month inside is interpolated. */
function metroSeries(series: WideSeries, region: string, file: string): MonthlySeries {
  const nameCol = series.table.col('RegionName');
  const row = series.table.rows.find((r) => cell(r, nameCol) === region);
  if (!row) throw new Error(`no Zillow region ${region}`);
  const raw = series.monthCols.map((c) => cell(row, c));
  const first = raw.findIndex((v) => v !== '');
  const values = raw.slice(first).map((v) => (v === '' ? null : Number(v)));
  const filled = values.map((v, i) => {
    if (v !== null) return v;
    const before = values[i - 1];
    const after = values[i + 1];
    if (before === null || before === undefined || after === null || after === undefined)
      throw new Error(`${region}: gap of more than a month`);
    interpolated.push(`${file} ${region} ${series.months[first + i]}`);
    return (before + after) / 2;
  });
  return { region, start: series.months[first]!, values: filled.map((v) => Math.round(v)) };
}

/** Zip ZORI over metro ZORI per year (same months on both sides); years without data take the nearest year's ratio. */
function zoriRatios(zipMonths: string[], zipValues: (number | null)[], metro: MonthlySeries): number[] | null {
  if (zipValues.filter((v) => v !== null).length < 12) return null;
  const metroByMonth = new Map(metro.values.map((v, i) => [addMonths(metro.start, i), v]));
  const ratios: (number | null)[] = [];
  for (let year = ZORI_FIRST_YEAR; year <= ZORI_LAST_YEAR; year++) {
    let zipSum = 0;
    let metroSum = 0;
    zipMonths.forEach((month, i) => {
      const v = zipValues[i];
      const m = metroByMonth.get(month);
      if (v === null || v === undefined || m === undefined || Number(month.slice(0, 4)) !== year) return;
      zipSum += v;
      metroSum += m;
    });
    ratios.push(metroSum > 0 ? round(zipSum / metroSum, 3) : null);
  }
  return ratios.map((r, i) => r ?? nearest(ratios, i));
}

function nearest(values: (number | null)[], at: number): number {
  for (let d = 1; d < values.length; d++) {
    const v = values[at - d] ?? values[at + d];
    if (v !== null && v !== undefined) return v;
  }
  throw new Error('no value');
}

function addMonths(month: string, n: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

// --- HUD ----------------------------------------------------------------------------------

const SAFMR_COLUMNS = ['SAFMR 0BR', 'SAFMR 1BR', 'SAFMR 2BR', 'SAFMR 3BR', 'SAFMR 4BR'];

/** A zip can lie in several HUD areas; the market's own metro area wins. */
function safmrByZip(cbsa: string): Map<string, number[]> {
  const table = readTable('hud-fmr-safmr-fy2018/fy2018_advisory_safmrs.csv');
  const zipCol = table.col('ZIP Code');
  const areaCol = table.col('HUD Area Code');
  const cols = SAFMR_COLUMNS.map((c) => table.col(c));
  const out = new Map<string, { rents: number[]; own: boolean }>();
  for (const row of table.rows) {
    const zip = cell(row, zipCol).padStart(5, '0');
    const own = cell(row, areaCol).startsWith(`METRO${cbsa}`);
    const known = out.get(zip);
    if (known && (known.own || !own)) continue;
    out.set(zip, { rents: cols.map((c) => num(row, c)), own });
  }
  return new Map([...out].map(([zip, v]) => [zip, v.rents]));
}

function fmrByCounty(): Map<string, number[]> {
  const table = readTable('hud-fmr-safmr-fy2018/FY18_4050_FMRs.csv');
  const fipsCol = table.col('fips2010');
  const cols = ['fmr_0', 'fmr_1', 'fmr_2', 'fmr_3', 'fmr_4'].map((c) => table.col(c));
  const out = new Map<string, number[]>();
  for (const row of table.rows) {
    const fips = cell(row, fipsCol).padStart(10, '0');
    if (fips.endsWith('99999'))
      out.set(
        fips.slice(0, 5),
        cols.map((c) => num(row, c)),
      );
  }
  return out;
}

// --- zips ---------------------------------------------------------------------------------

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

/**
 * Relative number of homes per zip. No raw file counts homes by zip, so: zips Zillow tracks rents
 * for are the populous ones and Zillow's SizeRank orders them; other residential zips (Census
 * ZCTAs) get a small weight that fades with distance from the metro's centre.
 */
function zipWeight(sizeRank: number | null, distanceKm: number): number {
  if (sizeRank !== null) return 1 + 5 * Math.exp(-sizeRank / 6000);
  return distanceKm < 25 ? 0.8 : 0.8 * Math.exp(-(distanceKm - 25) / 30);
}

// --- structure ----------------------------------------------------------------------------

interface Sale {
  beds: number;
  baths: number;
  sqft: number;
  lotSqft: number;
  floors: number;
  yearBuilt: number;
  condition: number;
  grade: number;
  hasBasement: number;
  price: number;
  zip: string;
}

function kingCountySales(): Sale[] {
  const t = readTable('king-county-sales/kc_house_data.csv');
  const c = (n: string) => t.col(n);
  const [beds, baths, sqft, lot, floors, yr, cond, grade, basement, price, zip] = [
    'bedrooms',
    'bathrooms',
    'sqft_living',
    'sqft_lot',
    'floors',
    'yr_built',
    'condition',
    'grade',
    'sqft_basement',
    'price',
    'zipcode',
  ].map(c) as number[];
  return t.rows
    .map((r) => ({
      beds: num(r, beds!),
      baths: num(r, baths!),
      sqft: num(r, sqft!),
      lotSqft: num(r, lot!),
      floors: num(r, floors!),
      yearBuilt: num(r, yr!),
      condition: num(r, cond!),
      grade: num(r, grade!),
      hasBasement: num(r, basement!) > 0 ? 1 : 0,
      price: num(r, price!),
      zip: cell(r, zip!),
    }))
    .filter((s) => s.beds >= 1 && s.beds <= 8 && s.baths >= 0.75 && s.sqft >= 400 && s.yearBuilt >= 1900 && s.price > 0 && s.lotSqft > 0);
}

const HEDONIC_TERMS: (keyof Hedonic)[] = [
  'logSqft',
  'beds',
  'baths',
  'grade',
  'condition',
  'logLot',
  'floors',
  'ageDecades',
  'ageDecades2',
];

function hedonicTerms(s: Sale): number[] {
  const age = (2015 - s.yearBuilt) / 10;
  return [Math.log(s.sqft), s.beds, s.baths, s.grade, s.condition, Math.log(s.lotSqft), s.floors, age, age * age];
}

/** Within-zip OLS of log price: location is the zip's business, structure the coefficients'. */
function fitHedonic(sales: Sale[]): { hedonic: Hedonic; r2: number } {
  const byZip = new Map<string, Sale[]>();
  for (const s of sales) byZip.set(s.zip, [...(byZip.get(s.zip) ?? []), s]);
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const group of byZip.values()) {
    const terms = group.map(hedonicTerms);
    const logs = group.map((s) => Math.log(s.price));
    const meanX = HEDONIC_TERMS.map((_, k) => terms.reduce((a, t) => a + t[k]!, 0) / group.length);
    const meanY = logs.reduce((a, y) => a + y, 0) / group.length;
    terms.forEach((t, i) => {
      xs.push(t.map((v, k) => v - meanX[k]!));
      ys.push(logs[i]! - meanY);
    });
  }
  const k = HEDONIC_TERMS.length;
  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  xs.forEach((x, i) => {
    for (let a = 0; a < k; a++) {
      xty[a]! += x[a]! * ys[i]!;
      for (let b = 0; b < k; b++) xtx[a]![b]! += x[a]! * x[b]!;
    }
  });
  const beta = solve(xtx, xty);
  const sse = xs.reduce((s, x, i) => s + (ys[i]! - x.reduce((p, v, j) => p + v * beta[j]!, 0)) ** 2, 0);
  const sst = ys.reduce((s, y) => s + y * y, 0);
  return { hedonic: Object.fromEntries(HEDONIC_TERMS.map((t, i) => [t, round(beta[i]!, 5)])) as unknown as Hedonic, r2: 1 - sse / sst };
}

function buildPool(sales: Sale[]): StructurePool {
  const random = mulberry32(20260930);
  const pick = (from: Sale[], n: number) => Array.from({ length: n }, () => from[Math.floor(random() * from.length)]!);
  const recent = sales.filter((s) => s.yearBuilt >= 2005 && s.yearBuilt <= 2014);
  const rows = [
    ...pick(sales, POOL_ROWS),
    ...pick(recent, POOL_NEW_BUILD_ROWS).map((s) => ({ ...s, yearBuilt: s.yearBuilt + NEW_BUILD_SHIFT_YEARS })),
  ];
  return {
    beds: rows.map((s) => s.beds),
    baths: rows.map((s) => s.baths),
    sqft: rows.map((s) => s.sqft),
    lotSqft: rows.map((s) => s.lotSqft),
    floors: rows.map((s) => s.floors),
    yearBuilt: rows.map((s) => s.yearBuilt),
    condition: rows.map((s) => s.condition),
    grade: rows.map((s) => s.grade),
    hasBasement: rows.map((s) => s.hasBasement),
  };
}

const decadeClass = (year: number) => (year < 1960 ? 0 : Math.min(7, Math.floor((year - 1950) / 10)));
const bedClass = (beds: number) => Math.min(5, Math.max(0, beds - 1));

interface Margin {
  classOf: (row: number) => number;
  target: number[];
}

/** Iterative proportional fitting: row weights whose class shares match every margin's target. */
function rake(rows: number, margins: Margin[]): number[] {
  const weights = new Array<number>(rows).fill(1);
  for (let round = 0; round < RAKING_ROUNDS; round++) {
    for (const { classOf, target } of margins) {
      const totals = new Array<number>(target.length).fill(0);
      for (let i = 0; i < rows; i++) totals[classOf(i)]! += weights[i]!;
      const sum = totals.reduce((a, b) => a + b, 0);
      for (let i = 0; i < rows; i++) {
        const c = classOf(i);
        weights[i] = totals[c]! > 0 ? (weights[i]! * target[c]! * sum) / totals[c]! : 0;
      }
    }
  }
  return weights;
}

/** Systematic resampling: n row indexes drawn in proportion to the weights, no randomness needed. */
function resample(weights: number[], n: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const out: number[] = [];
  let acc = 0;
  let row = 0;
  for (let k = 0; k < n; k++) {
    const u = ((k + 0.5) / n) * total;
    while (acc + weights[row]! < u) acc += weights[row++]!;
    out.push(row);
  }
  return out;
}

interface StructureTargets {
  decades: number[];
  beds: number[];
  sqftDeciles: number[] | null;
  lotScale: number;
  sources: string[];
}

function sacramentoTargets(): StructureTargets {
  const t = readTable('sacramento-sales/Sacramentorealestatetransactions.csv');
  const [type, beds, sqft] = [t.col('type'), t.col('beds'), t.col('sq__ft')];
  const homes = t.rows.filter((r) => cell(r, type) === 'Residential' && num(r, beds) > 0 && num(r, sqft) > 0);
  const counts = new Array<number>(BED_CLASSES.length).fill(0);
  for (const r of homes) counts[bedClass(num(r, beds))]!++;
  const sorted = homes.map((r) => num(r, sqft)).sort((a, b) => a - b);
  const deciles = Array.from({ length: 9 }, (_, i) => sorted[Math.floor(((i + 1) * sorted.length) / 10)]!);
  return {
    decades: DECADE_TARGETS.sacramento!,
    beds: shares(counts),
    sqftDeciles: deciles,
    lotScale: LOT_SCALE.sacramento!,
    sources: [`beds and living-area deciles of ${homes.length} Sacramento residential sales (May 2008)`],
  };
}

function nashvilleTargets(kingCountyLotMedian: number): StructureTargets {
  const t = readTable('nashville-housing/Nashville Housing Data for Data Cleaning.csv');
  const [use, year, beds, acres] = [t.col('LandUse'), t.col('YearBuilt'), t.col('Bedrooms'), t.col('Acreage')];
  const homes = t.rows.filter((r) => cell(r, use) === 'SINGLE FAMILY' && cell(r, year) !== '');
  const decadeCounts = new Array<number>(DECADES.length).fill(0);
  const bedCounts = new Array<number>(BED_CLASSES.length).fill(0);
  for (const r of homes) {
    decadeCounts[decadeClass(num(r, year))]!++;
    if (num(r, beds) >= 1) bedCounts[bedClass(num(r, beds))]!++;
  }
  const blend = (core: number[], suburbs: number[]) =>
    core.map((c, i) => NASHVILLE_CORE_SHARE * c + (1 - NASHVILLE_CORE_SHARE) * suburbs[i]!);
  const lotMedian = median(homes.filter((r) => num(r, acres) > 0).map((r) => num(r, acres) * 43560));
  return {
    decades: blend(shares(decadeCounts), NASHVILLE_SUBURBS_DECADES),
    beds: blend(shares(bedCounts), NASHVILLE_SUBURBS_BEDS),
    sqftDeciles: null,
    lotScale: round(lotMedian / kingCountyLotMedian, 3),
    sources: [
      `year built, bedrooms and acreage of ${homes.length} Davidson County single-family sales (2013-2016), blended ${NASHVILLE_CORE_SHARE}/${1 - NASHVILLE_CORE_SHARE} with assumed suburban shares`,
    ],
  };
}

function structureTargets(id: string, kingCountyLotMedian: number): StructureTargets {
  if (id === 'sacramento') return sacramentoTargets();
  if (id === 'nashville') return nashvilleTargets(kingCountyLotMedian);
  return {
    decades: DECADE_TARGETS[id]!,
    beds: BED_TARGETS[id]!,
    sqftDeciles: null,
    lotScale: LOT_SCALE[id]!,
    sources: ['assumed decade and bedroom shares'],
  };
}

function marketRows(pool: StructurePool, targets: StructureTargets): { sfrRows: number[]; attachedRows: number[] } {
  const n = pool.beds.length;
  const margins: Margin[] = [
    { classOf: (i) => decadeClass(pool.yearBuilt[i]!), target: targets.decades },
    { classOf: (i) => bedClass(pool.beds[i]!), target: targets.beds },
  ];
  const deciles = targets.sqftDeciles;
  if (deciles) margins.push({ classOf: (i) => deciles.filter((d) => pool.sqft[i]! >= d).length, target: new Array<number>(10).fill(0.1) });
  const weights = rake(n, margins);
  const attached = weights.map((w, i) => (pool.sqft[i]! >= 550 && pool.sqft[i]! <= 1900 && pool.beds[i]! <= 3 ? w : 0));
  return { sfrRows: resample(weights, SFR_SAMPLE), attachedRows: resample(attached, ATTACHED_SAMPLE) };
}

// --- per market ---------------------------------------------------------------------------

interface MarketSummary {
  id: string;
  zips: number;
  zoriZips: number;
  zhviLast: string;
  zoriLast: string;
  fmr3: string;
  medianSqft: number;
  medianYear: number;
  targetSources: string[];
}

/** What every market is built from. */
interface MarketInputs {
  zhvi: WideSeries;
  zoriMetro: WideSeries;
  zoriZip: WideSeries;
  fmr: Map<string, number[]>;
  geoZips: ZipRow[];
  cbsas: CbsaRow[];
  pool: StructurePool;
  kcLotMedian: number;
}

/**
 * The market's zips (Census ZCTAs of its CBSA, or zips with a ZORI) with their weights, rents and
 * rent levels, and the FMRs of their counties.
 */
function marketZips(
  market: MarketDef,
  inputs: MarketInputs,
  cbsa: CbsaRow,
  zori: ReturnType<typeof metroSeries>,
  safmr: ReturnType<typeof safmrByZip>,
): { zips: ZipCalibration[]; fmr: Record<string, number[]>; counties: string[] } {
  const zz = inputs.zoriZip.table;
  const zoriRows = new Map(zz.rows.map((r) => [cell(r, zz.col('RegionName')).padStart(5, '0'), r]));
  const candidates = inputs.geoZips.filter(
    (z) =>
      z.cbsa_code === market.cbsaCode &&
      z.lat !== null &&
      z.lon !== null &&
      z.county_fips !== null &&
      (z.coord_source === 'census_gazetteer' || zoriRows.has(z.zip)),
  );
  const counties = [...new Set(candidates.map((z) => z.county_fips!))].sort();
  const fmr = Object.fromEntries(counties.map((c) => [c, inputs.fmr.get(c) ?? fail(`no FMR for county ${c}`)]));

  const raw = candidates.map((z) => {
    const row = zoriRows.get(z.zip);
    const sizeRank = row ? num(row, zz.col('SizeRank')) : null;
    const zipValues = row ? inputs.zoriZip.monthCols.map((c) => (cell(row, c) === '' ? null : Number(cell(row, c)))) : [];
    const rents = safmr.get(z.zip) ?? null;
    return {
      zip: z.zip,
      weight: zipWeight(sizeRank, haversineKm(z.lat!, z.lon!, cbsa.lat!, cbsa.lon!)),
      safmr: rents,
      zoriRatio: row ? zoriRatios(inputs.zoriZip.months, zipValues, zori) : null,
      threeBed: (rents ?? fmr[z.county_fips!]!)[3]!,
    };
  });
  const typical3 = weightedMedian(
    raw.map((z) => z.threeBed),
    raw.map((z) => z.weight),
  );
  const zips: ZipCalibration[] = raw
    .map((z) => ({
      zip: z.zip,
      weight: round(z.weight, 4),
      safmr: z.safmr,
      zoriRatio: z.zoriRatio,
      rentLevel: round(z.threeBed / typical3, 4),
    }))
    .sort((a, b) => (a.zip < b.zip ? -1 : 1));
  return { zips, fmr, counties };
}

function buildMarket(market: MarketDef, inputs: MarketInputs): { calibration: MarketCalibration; summary: MarketSummary } {
  const zhvi = metroSeries(inputs.zhvi, market.zillowRegion, 'ZHVI');
  const zori = metroSeries(inputs.zoriMetro, market.zillowRegion, 'ZORI');
  const safmr = safmrByZip(market.cbsaCode);
  const cbsa = inputs.cbsas.find((c) => c.code === market.cbsaCode);
  if (!cbsa || cbsa.lat === null || cbsa.lon === null) throw new Error(`no CBSA ${market.cbsaCode}`);

  const { zips, fmr, counties } = marketZips(market, inputs, cbsa, zori, safmr);

  const targets = structureTargets(market.id, inputs.kcLotMedian);
  const { sfrRows, attachedRows } = marketRows(inputs.pool, targets);
  const calibration: MarketCalibration = {
    market: market.id,
    cbsa: market.cbsaCode,
    zhvi,
    zori,
    zoriFirstYear: ZORI_FIRST_YEAR,
    fmr,
    fmrMonth: '2017-10',
    zips,
    sfrRows,
    attachedRows,
    lotScale: targets.lotScale,
  };
  const fmr3 = counties.map((c) => fmr[c]![3]!);
  return {
    calibration,
    summary: {
      id: market.id,
      zips: zips.length,
      zoriZips: zips.filter((z) => z.zoriRatio).length,
      zhviLast: `${addMonths(zhvi.start, zhvi.values.length - 1)}: $${zhvi.values[zhvi.values.length - 1]!.toLocaleString('en-US')}`,
      zoriLast: `${addMonths(zori.start, zori.values.length - 1)}: $${zori.values[zori.values.length - 1]!.toLocaleString('en-US')}/month`,
      fmr3: `$${Math.min(...fmr3)}-$${Math.max(...fmr3)}`,
      medianSqft: median(sfrRows.map((i) => inputs.pool.sqft[i]!)),
      medianYear: median(sfrRows.map((i) => inputs.pool.yearBuilt[i]!)),
      targetSources: targets.sources,
    },
  };
}

function fail(message: string): never {
  throw new Error(message);
}

// --- output -------------------------------------------------------------------------------

function writeJson(name: string, value: unknown): number {
  const text = `${JSON.stringify(value)}\n`;
  writeFileSync(new URL(name, OUT), text);
  return text.length;
}

/** The raw files the calibration reads, as their SOURCE.txt files state them. */
const SOURCES_SECTION = `## Sources (as their SOURCE.txt files state them)

| raw folder | file(s) used | publisher | terms |
|---|---|---|---|
| zillow-zhvi | Metro_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv (GitHub snapshot of swhetzel/bayes_real_estate_modeling, commit 93910e170ae99e5d71f22213240ecfdc81a5e204) | "Zillow (file name/layout are Zillow Research's); not printed in the file." | "none stated in the repo; Zillow's own terms were not seen here." |
| zillow-zori | Metro_zori_sm_month.csv (wenyikuo/zillow, commit a739a15b7be4a9feb24d8e0604f284f143ae80bf); Zip_zori_uc_sfrcondomfr_sm_month.csv (SgtGrumbles/DSC207, commit bb4554f73de0fc0df156760c82bbcd1079718101) | "Zillow (Zillow Research data files; file names/layout are Zillow's). Not printed in the files." | "none stated in the repos. Zillow's own terms for these files were not seen here - check them before redistribution." |
| hud-fmr-safmr-fy2018 | fy2018_advisory_safmrs.csv, FY18_4050_FMRs.csv (derived CSVs of FurmanCenter/safmr, commit 0afc0cd34ceeac6b770e6edc66730905b6851ad3) | "U.S. Department of Housing and Urban Development (HUD), Office of Policy Development and Research - per file names/layout" | "none stated (U.S. federal government work)." |
| king-county-sales | kc_house_data.csv (DHaoran/king_country.io, commit f1791473c25efcaf266f443590feb86d29593f33) | "not stated in the repo. (Commonly known as the Kaggle dataset \\"House Sales in King County, USA\\" - not verified here.)" | "none stated in the repo." |
| sacramento-sales | Sacramentorealestatetransactions.csv (Rushikesh-Hande/HDP, commit 098767687ad652712d3c14f62fee19f0e45c664f) | "not stated in the repo." | "none stated in the repo or file." |
| nashville-housing | Nashville Housing Data for Data Cleaning.csv (dkristek/Nashville_Housing_Data_Cleaning, commit 6eba8f2f01deecb6d260c4a8410c6fc1415e3ed3) | "not stated in the repo" | "none stated in the repo." |

Zillow's terms were not seen: these derived tables are for the synthetic demo and benchmarks;
check Zillow's terms before redistributing them outside the project.`;

/** What the simulator assumes beyond any raw file. */
const ASSUMPTIONS_SECTION = `## Assumptions (not in any raw file)

- Decade-built shares (Sacramento, Houston, Tampa, Atlanta; Nashville's suburbs) and bedroom shares (Houston, Tampa, Atlanta;
  Nashville's suburbs) are approximate ACS "year structure built" / "bedrooms" shares for single-family homes, rounded.
- Lot-size scale for Sacramento, Houston, Tampa and Atlanta (suburban lot norms); Nashville's comes from the Davidson acreage.
- Everything in \`loader/demo-data/markets.ts\` (weights, tax regimes, recorder wording, building styles, institutional
  shares), the owner-class shares in \`owners.ts\`, the mortgage-rate table (approximate Freddie Mac PMMS annual averages)
  and the ZHVI/ZORI extrapolation rules in \`indexes.ts\`, the yearly sales pace in \`activity.ts\`, and in \`rents.ts\`
  the contract share of an FMR (FMRs are gross rents including tenant-paid utilities; listings carry contract rent: 85%)
  and the typical living area per bedroom count the FMR is taken to describe.
- Home values: the metro ZHVI x the zip's level (its rent level to the power 1.4, so dearer zips also trade at lower
  yields) x the hedonic structure effect x a home-specific spread (12%), normalised so the market's median home equals the
  ZHVI; sales add 6% noise and buyer-specific discounts (investors, bank-owned sales, flips).
- Rents: a zip's FY2018 SAFMR (the county FMR where HUD has none) for the bedroom count, moved through time by the metro
  ZORI and bent by the zip's ZORI ratio, times 0.85 (contract share), a size term ((sq ft / typical)^0.35) and grade.`;

function sourceNote(summaries: MarketSummary[], hedonic: Hedonic, r2: number, kcRows: number, poolRows: number): string {
  const table = summaries
    .map(
      (s) =>
        `| ${s.id} | ${s.zips} (${s.zoriZips} with zip ZORI) | ${s.zhviLast} | ${s.zoriLast} | ${s.fmr3} | ${s.medianSqft} | ${s.medianYear} | ${s.targetSources.join('; ')} |`,
    )
    .join('\n');
  const coefficients = Object.entries(hedonic)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return `# Market simulator calibration

Written by \`scripts/build-calibration.ts\` from the raw public files (not in the repository; each with its
own SOURCE.txt) and the committed geography in \`data/geo\`. Rebuild: \`npx tsx scripts/build-calibration.ts <raw-data-dir>\`.
The simulator (\`loader/simulator\`) reads only these files and \`data/geo\`; everything it produces is
synthetic and labelled \`data_source: "synthetic-demo"\`.

${SOURCES_SECTION}

## What was derived

- \`<market>.json\` per market:
  - \`zhvi\`: the metro's monthly ZHVI (middle tier, SFR+condo, smoothed, seasonally adjusted), whole dollars, 2000-01..2021-09, unchanged otherwise.
  - \`zori\`: the metro's monthly ZORI (smoothed), whole dollars, 2015-01..2023-07. A blank month inside a series is the
    mean of its neighbours: ${interpolated.length ? interpolated.join(', ') : 'none'}.
  - \`zips\`: the market's zips = \`data/geo/zips.ndjson.gz\` rows with the market's CBSA code that are Census ZCTAs
    (coord_source census_gazetteer) or have a zip ZORI. Per zip: \`weight\` (relative number of homes: no file counts homes
    by zip, so zips with a ZORI get 1 + 5 exp(-SizeRank/6000) from Zillow's SizeRank, other ZCTAs 0.8 within 25 km of the
    CBSA's centre, fading with distance beyond), \`safmr\` (HUD FY2018 advisory SAFMR 0-4 BR; where a zip lies in several HUD
    areas, the row of the market's own metro area), \`zoriRatio\` (zip ZORI / metro ZORI per year ${ZORI_FIRST_YEAR}-${ZORI_LAST_YEAR} over
    the same months; years without data take the nearest year's ratio) and \`rentLevel\` (3-bedroom SAFMR, or the county FMR
    when HUD has no SAFMR, over the market's weighted median).
  - \`fmr\`: HUD FY2018 40th-percentile FMR, 0-4 BR, for every county of the market's zips (county rows, fips2010 ending 99999).
  - \`sfrRows\` / \`attachedRows\`: ${SFR_SAMPLE} / ${ATTACHED_SAMPLE} indexes into the structure pool, drawn (systematic resampling) with
    weights raked (iterative proportional fitting) so the market's decade-built and bedroom shares (and, for Sacramento,
    living-area deciles) match its targets; attached homes (condos, townhouses) are drawn from rows of 550-1,900 sq ft and
    at most 3 bedrooms.
  - \`lotScale\`: lot size relative to King County.
- \`structure.json\`:
  - \`pool\`: ${poolRows} King County sales rows (beds, baths, living sq ft, lot sq ft, floors, year built, condition, grade,
    basement yes/no): ${POOL_ROWS} drawn at random (fixed seed) from the ${kcRows} rows with 1-8 bedrooms, >= 0.75 baths,
    >= 400 sq ft, a year built and a price, plus ${POOL_NEW_BUILD_ROWS} rows built 2005-2014 moved ${NEW_BUILD_SHIFT_YEARS} years later to stand for
    homes built since 2015. Prices are not kept.
  - \`hedonic\`: log-price effects fitted by OLS within zip on all ${kcRows} King County sales (R² within zip ${round(r2, 3)}):
    ${coefficients}. The simulator values a home as its metro's ZHVI x its zip's level x exp(hedonic terms), normalised so the
    market's typical home is worth the ZHVI.

${ASSUMPTIONS_SECTION}

## Per market

| market | zips | ZHVI last | ZORI last | FMR 3 BR (counties) | median sq ft | median year built | structure targets |
|---|---|---|---|---|---|---|---|
${table}
`;
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  const sales = kingCountySales();
  const { hedonic, r2 } = fitHedonic(sales);
  const pool = buildPool(sales);
  const kcLotMedian = median(sales.map((s) => s.lotSqft));
  const inputs = {
    zhvi: wide('zillow-zhvi/Metro_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv'),
    zoriMetro: wide('zillow-zori/Metro_zori_sm_month.csv'),
    zoriZip: wide('zillow-zori/Zip_zori_uc_sfrcondomfr_sm_month.csv'),
    fmr: fmrByCounty(),
    geoZips: readGeoFile('zips.ndjson.gz'),
    cbsas: readGeoFile('cbsas.ndjson'),
    pool,
    kcLotMedian,
  };
  const structure: StructureCalibration = { pool, hedonic };
  const sizes: string[] = [`structure.json ${writeJson('structure.json', structure)} bytes`];
  const summaries: MarketSummary[] = [];
  for (const market of MARKETS) {
    const { calibration, summary } = buildMarket(market, inputs);
    sizes.push(`${market.id}.json ${writeJson(`${market.id}.json`, calibration)} bytes`);
    summaries.push(summary);
  }
  writeFileSync(new URL('SOURCE.md', OUT), sourceNote(summaries, hedonic, r2, sales.length, pool.beds.length));
  console.log(sizes.join('\n'));
  console.log('hedonic', hedonic, 'R2 within zip', round(r2, 3));
  console.table(summaries.map(({ targetSources: _, ...s }) => s));
}

main();
