/**
 * Everything the simulator precomputes once per run: per-market zip tables with their share of
 * homes, the value and rent indexes up to the simulation date, owner slots and entities.
 * Per-home work then only indexes into these tables.
 */
import {
  loadMarketCalibration,
  loadStructure,
  type MarketCalibration,
  type StructureCalibration,
  type ZipCalibration,
} from './calibration.ts';
import { monthIndex, monthIndexOfText, yearOf } from './dates.ts';
import { type Geography, type GeoZip, loadGeography } from './geo.ts';
import { extendSeries, HOME_VALUE_RULE, RENT_RULE } from './indexes.ts';
import { MARKETS, type MarketDef } from './markets.ts';
import { BUILDER_WORDS, INSTITUTIONS, type InstitutionSpec, STATE_NAMES } from './names.ts';
import { MarketOwners } from './owners.ts';
import { type Mailing, officeMailing, poBoxMailing } from './parties.ts';
import { hash, Rng, stringCode, Weighted } from './random.ts';
import { type GridStyle, siteAt } from './streets.ts';
import { buildHome, hedonicOrigin, type MarketStyle, marketStyle } from './structure.ts';

/** Price level of a zip relative to the market = its rent level to this power: dearer areas also trade at lower yields. */
const PRICE_RENT_ELASTICITY = 1.4;
/** Homes per flipping company in the history (a market needs a handful at least). */
const HOMES_PER_FLIPPER = 350;
const NORMALISATION_SAMPLE = 4001;

export interface MarketZip {
  geo: GeoZip;
  cal: ZipCalibration;
  key: number;
  county: string;
  /** log of the zip's price level relative to the market */
  logPrice: number;
  /** monthly rent by bedrooms (0-4) in the FMR month: SAFMR, else the county FMR */
  rent: number[];
}

export interface Institution {
  spec: InstitutionSpec;
  index: number;
  headOffice: Mailing;
  poBox: Mailing;
  offices: Map<string, Mailing>;
}

export interface MarketState {
  def: MarketDef;
  code: number;
  n: number;
  /** property_id of the market's first home */
  firstId: number;
  zips: MarketZip[];
  /** zipStart[z] = stream position of zip z's first home; zipStart[zips.length] = n */
  zipStart: Int32Array;
  zipPicker: Weighted<MarketZip>;
  grid: GridStyle;
  style: MarketStyle;
  homeIndex: Float64Array;
  rentIndex: Float64Array;
  fmrMonth: number;
  zoriFirstYear: number;
  owners: MarketOwners;
  /** log value of the market's typical home under the hedonic model, so home values centre on the ZHVI */
  norm: number;
  msa: string;
  flippers: number;
  flipperBase: number;
  midBase: number;
  smallBase: number;
  builders: string[];
  institutionPicker: Weighted<number> | null;
}

export interface World {
  seed: number;
  asOf: number;
  asOfMonth: number;
  geography: Geography;
  structure: StructureCalibration;
  origin: number;
  markets: MarketState[];
  institutions: Institution[];
  /** zips outside every simulated market, for absentee owners' mail */
  awayZips: GeoZip[];
}

/** Splits n over weights by largest remainder, so the parts add up exactly. */
export function apportion(n: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (n * w) / total);
  const parts = exact.map(Math.floor);
  let left = n - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i]!++;
  }
  return parts;
}

function marketZips(cal: MarketCalibration, geography: Geography, market: MarketDef): MarketZip[] {
  return cal.zips.flatMap((z) => {
    const geo = geography.zips.get(z.zip);
    if (!geo) return [];
    const rent = z.safmr ?? cal.fmr[geo.countyFips];
    if (!rent) throw new Error(`${market.id}: no rent for zip ${z.zip}`);
    const level = Math.min(1.8, Math.max(0.6, z.rentLevel));
    return [
      {
        geo,
        cal: z,
        key: Number(z.zip),
        county: geography.countyName.get(geo.countyFips) ?? '',
        logPrice: PRICE_RENT_ELASTICITY * Math.log(level),
        rent,
      },
    ];
  });
}

/** Median log value of the market's stock before normalisation, from a fixed-seed sample. */
function normalisation(
  zips: MarketZip[],
  picker: Weighted<MarketZip>,
  grid: GridStyle,
  world: Pick<World, 'structure' | 'origin'>,
  style: MarketStyle,
  maxYear: number,
): number {
  const rng = new Rng(0x9a1, 0x2b, 0x3c, zips.length);
  const logs: number[] = [];
  for (let i = 0; i < NORMALISATION_SAMPLE; i++) {
    const zip = picker.draw(rng);
    const u = rng.float();
    const kind = u < grid.condoStreetShare ? 'condo' : u < grid.condoStreetShare + grid.townhouseStreetShare ? 'townhouse' : 'sfr';
    logs.push(buildHome(rng, kind, world.structure, style, maxYear, world.origin).logValue + zip.logPrice);
  }
  logs.sort((a, b) => a - b);
  return logs[NORMALISATION_SAMPLE >> 1]!;
}

function institutions(seed: number, geography: Geography, chosen: MarketDef[]): Institution[] {
  return INSTITUTIONS.map((spec, index) => {
    const rng = new Rng(seed, 0x1257, index, 0);
    const hq = geography.metroZips.filter((z) => z.cbsaCode === spec.headOffice);
    const hqZip = hq[hash(seed, index) % hq.length]!;
    const offices = new Map<string, Mailing>();
    for (const m of chosen) {
      if (!spec.markets.includes(m.id)) continue;
      const local = geography.metroZips.filter((z) => z.cbsaCode === m.cbsaCode);
      offices.set(m.id, officeMailing(rng, local[rng.int(local.length)]!));
    }
    return { spec, index, headOffice: officeMailing(rng, hqZip), poBox: poBoxMailing(rng, hqZip), offices };
  });
}

function builders(market: MarketDef): string[] {
  const state = STATE_NAMES[market.state] ?? market.state;
  const forms = [`HOMES OF ${state} LLC`, 'BUILDERS INC', 'COMMUNITIES LP', `HOMES ${state} LP`, 'CUSTOM HOMES LLC', 'RESIDENTIAL LLC'];
  return BUILDER_WORDS.map((w, i) => `${w} ${forms[i % forms.length]}`);
}

export interface WorldOptions {
  seed: number;
  asOf: number;
  counts: Map<string, number>;
  firstPropertyId: number;
}

export function buildWorld(options: WorldOptions): World {
  const { seed, asOf } = options;
  const geography = loadGeography();
  const structure = loadStructure();
  const origin = hedonicOrigin(structure.hedonic);
  const asOfMonth = monthIndex(asOf);
  const maxYear = yearOf(asOf);
  const chosen = [...options.counts.keys()].map((id) => MARKETS.find((m) => m.id === id)!);
  const simulatedCbsas = new Set(MARKETS.map((m) => m.cbsaCode));
  const world: World = {
    seed,
    asOf,
    asOfMonth,
    geography,
    structure,
    origin,
    markets: [],
    institutions: institutions(seed, geography, chosen),
    awayZips: geography.metroZips.filter((z) => !simulatedCbsas.has(z.cbsaCode ?? '')),
  };
  let firstId = options.firstPropertyId;
  let flipperBase = 0;
  let midBase = 0;
  let smallBase = 0;
  for (const def of chosen) {
    const n = options.counts.get(def.id)!;
    const state = marketState(world, def, n, { firstId, flipperBase, midBase, smallBase }, maxYear);
    world.markets.push(state);
    firstId += n;
    flipperBase += state.flippers;
    midBase += state.owners.mid.count;
    smallBase += state.owners.small.count;
  }
  return world;
}

/** Where a market's ids and its owners' ordinals start: after the markets before it. */
interface MarketBases {
  firstId: number;
  flipperBase: number;
  midBase: number;
  smallBase: number;
}

/** One market of the world: its zips, their share of its n homes, its style, owners and indexes. */
function marketState(world: World, def: MarketDef, n: number, bases: MarketBases, maxYear: number): MarketState {
  const { seed, geography, structure, origin, asOfMonth } = world;
  const { firstId, flipperBase, midBase, smallBase } = bases;
  const cal = loadMarketCalibration(def.id);
  const zips = marketZips(cal, geography, def);
  const counts = apportion(
    n,
    zips.map((z) => z.cal.weight),
  );
  const zipStart = new Int32Array(zips.length + 1);
  for (const [i, c] of counts.entries()) zipStart[i + 1] = zipStart[i]! + c;
  const zipPicker = new Weighted(zips.map((z) => [z, z.cal.weight] as const));
  const grid: GridStyle = {
    condoStreetShare: def.condoStreetShare,
    townhouseStreetShare: def.townhouseStreetShare,
    postDirectionShare: def.postDirectionShare,
  };
  const style = marketStyle(def, cal.sfrRows, cal.attachedRows, cal.lotScale);
  const code = stringCode(def.id);
  const present = world.institutions.filter((i) => i.spec.markets.includes(def.id));
  const owners = new MarketOwners(
    n,
    seed,
    code,
    def.institutionalShare,
    present.map((i) => ({ institution: i.index, share: i.spec.share })),
  );
  return {
    def,
    code,
    n,
    firstId,
    zips,
    zipStart,
    zipPicker,
    grid,
    style,
    homeIndex: extendSeries(cal.zhvi, asOfMonth + 1, HOME_VALUE_RULE),
    // rents are anchored at the FMR month, which may lie after an early asOf
    rentIndex: extendSeries(cal.zori, Math.max(asOfMonth, monthIndexOfText(cal.fmrMonth)) + 1, RENT_RULE),
    fmrMonth: monthIndexOfText(cal.fmrMonth),
    zoriFirstYear: cal.zoriFirstYear,
    owners,
    norm: normalisation(zips, zipPicker, grid, { structure, origin }, style, maxYear),
    msa: geography.cbsaTitle.get(def.cbsaCode) ?? def.name,
    flippers: Math.max(6, Math.round(n / HOMES_PER_FLIPPER)),
    flipperBase,
    midBase,
    smallBase,
    builders: builders(def),
    institutionPicker: present.length ? new Weighted(present.map((i) => [i.index, i.spec.share] as const)) : null,
  };
}

/** Zip number and position within the zip of the market's home at stream position k. */
function zipOf(market: MarketState, k: number): number {
  const s = market.zipStart;
  let lo = 0;
  let hi = market.zips.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s[mid]! <= k) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The street address of the market's home at stream position k (used for landlords' own homes). */
export function siteOfPosition(market: MarketState, k: number) {
  const z = zipOf(market, k);
  const zip = market.zips[z]!;
  return { zip, site: siteAt(zip.key, zip.geo.lat, zip.geo.lon, k - market.zipStart[z]!, market.grid) };
}
