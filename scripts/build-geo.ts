/**
 * Builds the committed geography reference in data/geo/ from the raw public files (not in the
 * repository; see data/geo/SOURCE.md for sources and every cleaning rule).
 *
 *   npx tsx scripts/build-geo.ts <raw-data-dir>
 *
 * The output is deterministic (sorted rows, fixed rounding, fixed gzip header) so a rebuild
 * from the same raw files leaves git clean.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import {
  type CbsaRow,
  type CoordSource,
  type CountyRow,
  GEO_DIR,
  type GeoFiles,
  type PlaceRow,
  type StateRow,
  type ZipRow,
} from '../shared/locations/geo-files.ts';

const RAW = rawDataDir(process.argv[2]);

/** The folder holding the raw public datasets (one folder each, with its SOURCE.txt); they are not in the repository. */
function rawDataDir(arg: string | undefined): string {
  if (!arg) throw new Error('usage: npx tsx scripts/build-geo.ts <raw-data-dir>');
  return `${arg.replace(/\/$/, '')}/`;
}

/**
 * Names of the island areas, which none of the raw files spell out (the county list has only
 * their codes). Taken from the Census Bureau's state code list (state.txt, STATE_NAME column).
 */
const ISLAND_AREA_NAMES: Record<string, string> = {
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  UM: 'U.S. Minor Outlying Islands',
  VI: 'U.S. Virgin Islands',
};

/**
 * County codes the Census Bureau replaced with a new code for the same area. The HUD 2020
 * crosswalk still uses the old codes; the 2020 county list and the 2023 delineation use the new.
 */
const RENAMED_COUNTIES: Record<string, string> = {
  '02270': '02158', // Wade Hampton Census Area -> Kusilvak Census Area (2015)
  '46113': '46102', // Shannon County -> Oglala Lakota County (2015)
};

/** Margin around a state's trusted zip extent before a fallback coordinate counts as bogus. */
const STATE_BOUNDS_MARGIN_DEG = 0.5;

// --- reading -------------------------------------------------------------------------------

/** RFC 4180 rows (the delineation and simplemaps files quote fields that contain commas), byte-order mark dropped. */
function parseDelimited(text: string, delimiter: string): string[][] {
  return parse(text, { delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true });
}

function readTable<K extends string>(file: string, delimiter: string, columns: readonly K[]): Record<K, string>[] {
  const [header, ...rows] = parseDelimited(readFileSync(RAW + file, 'utf8'), delimiter);
  if (!header) throw new Error(`${file}: empty`);
  const index = columns.map((c) => {
    const i = header.indexOf(c);
    if (i < 0) throw new Error(`${file}: missing column ${c} (have ${header.join(', ')})`);
    return i;
  });
  return rows
    .filter((r) => r.some((v) => v.trim() !== '')) // the gazetteer ends with a line of empty tab fields
    .map((r, n) => {
      if (r.length !== header.length) throw new Error(`${file}: row ${n + 2} has ${r.length} fields, header has ${header.length}`);
      return Object.fromEntries(columns.map((c, j) => [c, (r[index[j]!] ?? '').trim()])) as Record<K, string>;
    });
}

function coordinate(lat: string, lon: string, where: string): { lat: number; lon: number } {
  const la = Number(lat);
  const lo = Number(lon);
  if (lat === '' || lon === '' || !Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180) {
    throw new Error(`${where}: bad coordinate ${lat},${lon}`);
  }
  return { lat: la, lon: lo };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Code-unit order, unlike localeCompare, so the files sort the same on every machine. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byKey =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    compare(key(a), key(b));

function fail(message: string): never {
  throw new Error(message);
}

/** Zips stored as integers upstream lost their leading zeros ("601" is 00601). */
function zip5(raw: string, where: string): string {
  if (!/^\d{3,5}$/.test(raw)) throw new Error(`${where}: bad zip ${JSON.stringify(raw)}`);
  return raw.padStart(5, '0');
}

// --- counties and states -------------------------------------------------------------------

const countyList = readTable('census-county-fips/national_county2020.txt', '|', ['STATE', 'STATEFP', 'COUNTYFP', 'COUNTYNAME']);
const delineation = readTable('census-cbsa-delineation/list1_2023.csv', ',', [
  'CBSA Code',
  'CSA Code',
  'CBSA Title',
  'Metropolitan/Micropolitan Statistical Area',
  'CSA Title',
  'County/County Equivalent',
  'State Name',
  'FIPS State Code',
  'FIPS County Code',
  'Central/Outlying County',
]);
const simplemaps = readTable('zip-centroids/simplemaps_uszips_stripped.csv', ',', ['zip', 'lat', 'lng', 'city', 'state_id', 'state_name']);

const stateByFips = new Map<string, string>();
const counties = new Map<string, CountyRow>();
for (const r of countyList) {
  if (!/^\d{2}$/.test(r.STATEFP) || !/^\d{3}$/.test(r.COUNTYFP) || !/^[A-Z]{2}$/.test(r.STATE))
    throw new Error(`county list: bad row ${JSON.stringify(r)}`);
  if ((stateByFips.get(r.STATEFP) ?? r.STATE) !== r.STATE) throw new Error(`county list: state FIPS ${r.STATEFP} has two codes`);
  stateByFips.set(r.STATEFP, r.STATE);
  const fips = r.STATEFP + r.COUNTYFP;
  if (counties.has(fips)) throw new Error(`county list: duplicate ${fips}`);
  counties.set(fips, { fips, name: r.COUNTYNAME, state: r.STATE, cbsa_code: null, cbsa_central: null, lat: null, lon: null });
}

const stateNames = new Map<string, string>();
function nameState(code: string, name: string, where: string): void {
  const known = stateNames.get(code);
  if (known !== undefined && known !== name) throw new Error(`${where}: ${code} named both ${known} and ${name}`);
  stateNames.set(code, name);
}
for (const r of delineation) {
  nameState(
    stateByFips.get(r['FIPS State Code']) ?? fail(`delineation: unknown state FIPS ${r['FIPS State Code']}`),
    r['State Name'],
    'delineation',
  );
}
for (const r of simplemaps) nameState(r.state_id, r.state_name, 'simplemaps');
for (const [code, name] of Object.entries(ISLAND_AREA_NAMES)) nameState(code, name, 'island areas');

const states: StateRow[] = [...stateByFips].map(([fips, code]) => ({
  code,
  fips,
  name: stateNames.get(code) ?? fail(`no name for state ${code}`),
}));

// --- CBSAs ---------------------------------------------------------------------------------

const cbsas = new Map<string, CbsaRow>();
const notInCountyList: string[] = [];
for (const r of delineation) {
  const code = r['CBSA Code'];
  if (!/^\d{5}$/.test(code)) throw new Error(`delineation: bad CBSA code ${code}`);
  const kind = r['Metropolitan/Micropolitan Statistical Area'];
  const type =
    kind === 'Metropolitan Statistical Area'
      ? 'metro'
      : kind === 'Micropolitan Statistical Area'
        ? 'micro'
        : fail(`delineation: type ${kind}`);
  // The title's suffix lists the principal states, e.g. "Washington-Arlington-Alexandria, DC-VA-MD-WV".
  const suffix = /, ([A-Z]{2}(?:-[A-Z]{2})*)$/.exec(r['CBSA Title'])?.[1] ?? fail(`delineation: no state suffix in ${r['CBSA Title']}`);
  const cbsa: CbsaRow = {
    code,
    title: r['CBSA Title'],
    type,
    csa_code: r['CSA Code'] || null,
    csa_title: r['CSA Title'] || null,
    states: suffix.split('-'),
    lat: null,
    lon: null,
  };
  const seen = cbsas.get(code);
  if (seen && JSON.stringify(seen) !== JSON.stringify(cbsa)) throw new Error(`delineation: CBSA ${code} rows disagree`);
  cbsas.set(code, cbsa);

  const fips = r['FIPS State Code'] + r['FIPS County Code'];
  let county = counties.get(fips);
  if (!county) {
    // Connecticut's 2022 planning regions: county-equivalents newer than the 2020 county list.
    notInCountyList.push(fips);
    county = {
      fips,
      name: r['County/County Equivalent'],
      state: stateByFips.get(r['FIPS State Code'])!,
      cbsa_code: null,
      cbsa_central: null,
      lat: null,
      lon: null,
    };
    counties.set(fips, county);
  }
  if (county.cbsa_code) throw new Error(`delineation: county ${fips} in two CBSAs`);
  county.cbsa_code = code;
  county.cbsa_central =
    r['Central/Outlying County'] === 'Central'
      ? true
      : r['Central/Outlying County'] === 'Outlying'
        ? false
        : fail(`delineation: ${r['Central/Outlying County']}`);
}

// --- zip -> primary county -----------------------------------------------------------------

const hud2020 = readTable('hud-zip-county-crosswalk/ZIP_COUNTY_032020.csv', ',', ['ZIP', 'COUNTY', 'RES_RATIO', 'TOT_RATIO']);
const hud2017 = readTable('hud-zip-county-crosswalk/ZIP-COUNTY-FIPS_2017-06.csv', ',', ['ZIP', 'COUNTYNAME', 'STATE', 'STCOUNTYFP']);

const legacyCountyNames = new Map(hud2017.map((r) => [r.STCOUNTYFP, { name: r.COUNTYNAME, state: r.STATE }]));
const remapped = new Map<string, number>();
const legacyCounties = new Set<string>();
/** Maps a crosswalk county code onto the county table, adding split-up old counties by their crosswalk name. */
function crosswalkCounty(raw: string, where: string): string {
  if (!/^\d{5}$/.test(raw)) throw new Error(`${where}: bad county ${raw}`);
  const renamed = RENAMED_COUNTIES[raw];
  if (renamed) {
    remapped.set(raw, (remapped.get(raw) ?? 0) + 1);
    return renamed;
  }
  if (!counties.has(raw)) {
    // e.g. Valdez-Cordova (02261), split in 2019 into two areas the crosswalk cannot tell apart.
    const legacy = legacyCountyNames.get(raw) ?? fail(`${where}: county ${raw} in no county list`);
    counties.set(raw, { fips: raw, name: legacy.name, state: legacy.state, cbsa_code: null, cbsa_central: null, lat: null, lon: null });
    legacyCounties.add(raw);
  }
  return raw;
}

interface Share {
  county: string;
  res: number;
  tot: number;
}
const sharesByZip = new Map<string, Share[]>();
for (const r of hud2020) {
  const zip = zip5(r.ZIP, 'HUD 2020');
  const list = sharesByZip.get(zip) ?? [];
  list.push({ county: crosswalkCounty(r.COUNTY, 'HUD 2020'), res: Number(r.RES_RATIO), tot: Number(r.TOT_RATIO) });
  sharesByZip.set(zip, list);
}
const primaryCounty = new Map<string, string>();
let primaryTies = 0;
for (const [zip, shares] of sharesByZip) {
  // Residential share first (where people live); business-only and PO-box zips have none, so total decides.
  shares.sort((a, b) => b.res - a.res || b.tot - a.tot || compare(a.county, b.county));
  const [first, second] = shares;
  if (first && second && first.res === second.res && first.tot === second.tot) primaryTies++;
  primaryCounty.set(zip, first!.county);
}
const countiesByZip2017 = new Map<string, Set<string>>();
for (const r of hud2017) {
  const zip = zip5(r.ZIP, 'HUD 2017');
  const set = countiesByZip2017.get(zip) ?? new Set();
  set.add(crosswalkCounty(r.STCOUNTYFP, 'HUD 2017'));
  countiesByZip2017.set(zip, set);
}
let from2017 = 0;
let ambiguous2017 = 0;
for (const [zip, set] of countiesByZip2017) {
  if (primaryCounty.has(zip)) continue;
  // The 2017 file has no shares, so it can only settle zips that lie in one county.
  if (set.size !== 1) {
    ambiguous2017++;
    continue;
  }
  primaryCounty.set(zip, [...set][0]!);
  from2017++;
}

// --- zips ----------------------------------------------------------------------------------

const gazetteer = readTable('zip-centroids/Gaz_zcta_national.txt', '\t', ['GEOID', 'INTPTLAT', 'INTPTLONG']);
const usZipLatLon = readTable('zip-centroids/us-zip-code-latitude-and-longitude.csv', ';', [
  'Zip',
  'City',
  'State',
  'Latitude',
  'Longitude',
]);

interface Candidate {
  lat: number;
  lon: number;
  source: CoordSource;
}
const coords = new Map<string, Candidate[]>();
const names = new Map<string, { city: string; state: string }[]>();
function add<T>(map: Map<string, T[]>, zip: string, value: T): void {
  const list = map.get(zip) ?? [];
  list.push(value);
  map.set(zip, list);
}
function assertUnique(table: string, zipsInTable: string[]): void {
  const seen = new Set<string>();
  for (const zip of zipsInTable) {
    if (seen.has(zip)) throw new Error(`${table}: zip ${zip} appears twice`);
    seen.add(zip);
  }
}
// Insertion order is the preference order: gazetteer, then simplemaps, then the us-zip table.
assertUnique(
  'gazetteer',
  gazetteer.map((r) => zip5(r.GEOID, 'gazetteer')),
);
for (const r of gazetteer)
  add(coords, zip5(r.GEOID, 'gazetteer'), { ...coordinate(r.INTPTLAT, r.INTPTLONG, `gazetteer ${r.GEOID}`), source: 'census_gazetteer' });
assertUnique(
  'simplemaps',
  simplemaps.map((r) => zip5(r.zip, 'simplemaps')),
);
for (const r of simplemaps) {
  const zip = zip5(r.zip, 'simplemaps');
  add(coords, zip, { ...coordinate(r.lat, r.lng, `simplemaps ${zip}`), source: 'simplemaps' });
  add(names, zip, { city: r.city, state: r.state_id });
}
assertUnique(
  'us-zip',
  usZipLatLon.map((r) => zip5(r.Zip, 'us-zip')),
);
for (const r of usZipLatLon) {
  const zip = zip5(r.Zip, 'us-zip');
  add(coords, zip, { ...coordinate(r.Latitude, r.Longitude, `us-zip ${zip}`), source: 'us_zip_latlon' });
  add(names, zip, { city: r.City, state: r.State });
}

// Extent of each state's zips from the two tables that carry no placeholder points.
const bounds = new Map<string, { s: number; n: number; w: number; e: number }>();
for (const [zip, list] of coords) {
  const best = list[0]!;
  const state = names.get(zip)?.[0]?.state;
  if (best.source === 'us_zip_latlon' || !state) continue;
  const b = bounds.get(state) ?? { s: 90, n: -90, w: 180, e: -180 };
  bounds.set(state, { s: Math.min(b.s, best.lat), n: Math.max(b.n, best.lat), w: Math.min(b.w, best.lon), e: Math.max(b.e, best.lon) });
}

const zips: ZipRow[] = [];
const droppedCoords: string[] = [];
for (const [zip, candidates] of [...coords].sort(byKey(([z]) => z))) {
  const name = names.get(zip)?.[0] ?? fail(`zip ${zip} has a centroid but no city/state in any table`);
  let best: Candidate | null = candidates[0]!;
  const b = bounds.get(name.state);
  const m = STATE_BOUNDS_MARGIN_DEG;
  if (best.source === 'us_zip_latlon' && b && (best.lat < b.s - m || best.lat > b.n + m || best.lon < b.w - m || best.lon > b.e + m)) {
    // e.g. 37 HI zips (Honolulu PO boxes, bases) share the point 24.859832,-168.021815, 1,100 km out at sea.
    droppedCoords.push(`${zip} ${name.city} ${name.state} ${best.lat},${best.lon}`);
    best = null;
  }
  const county = primaryCounty.get(zip) ?? null;
  zips.push({
    zip,
    city: name.city,
    state: name.state,
    lat: best && round6(best.lat),
    lon: best && round6(best.lon),
    coord_source: best?.source ?? null,
    county_fips: county,
    cbsa_code: county ? counties.get(county)!.cbsa_code : null,
  });
}
const stateCodes = new Set(states.map((s) => s.code));
const unknownStates = [...new Set(zips.map((z) => z.state))].filter((s) => !stateCodes.has(s));
if (unknownStates.length > 0) throw new Error(`zip states not in the state list: ${unknownStates.join(', ')}`);

/**
 * Mean position of a group of zips. Gazetteer internal points are used when the group has
 * any, because the fallback table puts many PO-box zips of a city on one shared point.
 */
function centroid(group: ZipRow[]): { lat: number | null; lon: number | null } {
  const located = group.filter((z) => z.lat !== null && z.lon !== null);
  const census = located.filter((z) => z.coord_source === 'census_gazetteer');
  const use = census.length > 0 ? census : located;
  if (use.length === 0) return { lat: null, lon: null };
  return {
    lat: round6(use.reduce((s, z) => s + z.lat!, 0) / use.length),
    lon: round6(use.reduce((s, z) => s + z.lon!, 0) / use.length),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) add(groups, k, row);
  }
  return groups;
}

// The city tables differ in case only for a few names ("McKeesport" / "Mckeesport"); one
// spelling per city keeps zips and places joinable: the simplemaps spelling, else the majority.
const simplemapsZips = new Set(simplemaps.map((r) => zip5(r.zip, 'simplemaps')));
const respelled: string[] = [];
for (const group of groupBy(zips, (z) => `${z.state}|${z.city.toUpperCase()}`).values()) {
  const votes = new Map<string, { zips: number; simplemaps: number }>();
  for (const z of group) {
    const v = votes.get(z.city) ?? { zips: 0, simplemaps: 0 };
    v.zips++;
    if (simplemapsZips.has(z.zip)) v.simplemaps++;
    votes.set(z.city, v);
  }
  if (votes.size === 1) continue;
  const [spelling] = [...votes].sort(([a, x], [b, y]) => y.simplemaps - x.simplemaps || y.zips - x.zips || compare(a, b))[0]!;
  for (const z of group) {
    if (z.city !== spelling) respelled.push(`${z.zip} ${z.city}->${spelling}`);
    z.city = spelling;
  }
}

for (const [fips, group] of groupBy(zips, (z) => z.county_fips)) Object.assign(counties.get(fips)!, centroid(group));
for (const [code, group] of groupBy(zips, (z) => z.cbsa_code)) Object.assign(cbsas.get(code)!, centroid(group));

// --- places --------------------------------------------------------------------------------

const places: PlaceRow[] = [];
for (const group of groupBy(zips, (z) => `${z.state}|${z.city}`).values()) {
  const tally = new Map<string, number>();
  for (const z of group) if (z.county_fips) tally.set(z.county_fips, (tally.get(z.county_fips) ?? 0) + 1);
  const county = [...tally].sort((a, b) => b[1] - a[1] || compare(a[0], b[0]))[0]?.[0] ?? null;
  places.push({
    name: group[0]!.city,
    state: group[0]!.state,
    ...centroid(group),
    zip_count: group.length,
    county_fips: county,
    cbsa_code: county ? counties.get(county)!.cbsa_code : null,
  });
}

// --- write ---------------------------------------------------------------------------------

function write<F extends keyof GeoFiles>(file: F, rows: GeoFiles[F][]): void {
  const text = `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
  let bytes: Buffer = Buffer.from(text);
  if (file.endsWith('.gz')) {
    bytes = gzipSync(bytes, { level: 9 });
    bytes[9] = 3; // gzip OS byte differs by platform (macOS writes 19); pin it so rebuilds are byte-identical
  }
  writeFileSync(new URL(file, GEO_DIR), bytes);
  console.log(`${file.padEnd(18)} ${String(rows.length).padStart(6)} rows ${String(bytes.length).padStart(9)} bytes`);
}

mkdirSync(GEO_DIR, { recursive: true });
write('states.ndjson', states.sort(byKey((s) => s.code)));
write('cbsas.ndjson', [...cbsas.values()].sort(byKey((c) => c.code)));
write('counties.ndjson', [...counties.values()].sort(byKey((c) => c.fips)));
write('zips.ndjson.gz', zips);
write('places.ndjson.gz', places.sort(byKey((p) => `${p.state}|${p.name}`)));

const count = (pred: (z: ZipRow) => boolean) => zips.filter(pred).length;
console.log(`
counties added from the delineation (not in the 2020 list): ${notInCountyList.join(' ')}
crosswalk county codes renamed: ${[...remapped].map(([k, n]) => `${k}->${RENAMED_COUNTIES[k]} (${n} rows)`).join(', ')}
legacy crosswalk counties kept: ${[...legacyCounties].map((f) => `${f} ${counties.get(f)!.name}`).join(', ')}
zips: ${zips.length}; coordinates from census_gazetteer ${count((z) => z.coord_source === 'census_gazetteer')}, simplemaps ${count((z) => z.coord_source === 'simplemaps')}, us_zip_latlon ${count((z) => z.coord_source === 'us_zip_latlon')}, none ${count((z) => z.coord_source === null)}
zips with a county: ${count((z) => z.county_fips !== null)} (${from2017} only via the 2017 crosswalk; ${ambiguous2017} 2017-only zips in several counties left without); with a CBSA: ${count((z) => z.cbsa_code !== null)}
zip city names respelled to one spelling per city (${respelled.length}): ${respelled.join(', ')}
zips whose top two counties tie exactly: ${primaryTies} (lowest FIPS taken)
fallback coordinates dropped as outside their state (${droppedCoords.length}): ${droppedCoords.join('; ')}
CBSAs without any zip (no centroid): ${[...cbsas.values()]
  .filter((c) => c.lat === null)
  .map((c) => `${c.code} ${c.title}`)
  .join('; ')}`);
