/**
 * Checks the committed geography reference in data/geo/ (built by scripts/build-geo.ts) without a
 * database. Expected values below were looked up in the raw sources, not taken on trust.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GEO_DIR, readGeoFile } from '../../../../shared/locations/geo-files.ts';

const states = readGeoFile('states.ndjson');
const cbsas = readGeoFile('cbsas.ndjson');
const counties = readGeoFile('counties.ndjson');
const zips = readGeoFile('zips.ndjson.gz');
const places = readGeoFile('places.ndjson.gz');

const stateByCode = new Map(states.map((s) => [s.code, s]));
const cbsaByCode = new Map(cbsas.map((c) => [c.code, c]));
const countyByFips = new Map(counties.map((c) => [c.fips, c]));
const zipByCode = new Map(zips.map((z) => [z.zip, z]));

function duplicates(keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((k) => seen.has(k) || !seen.add(k));
}

describe('data/geo files', () => {
  it('carry exactly the columns the loader maps', () => {
    const columns = (list: object[]) => [...new Set(list.map((r) => Object.keys(r).sort().join(',')))];
    expect(columns(states)).toEqual(['code,fips,name']);
    expect(columns(cbsas)).toEqual(['code,csa_code,csa_title,lat,lon,states,title,type']);
    expect(columns(counties)).toEqual(['cbsa_central,cbsa_code,fips,lat,lon,name,state']);
    expect(columns(zips)).toEqual(['cbsa_code,city,coord_source,county_fips,lat,lon,state,zip']);
    expect(columns(places)).toEqual(['cbsa_code,county_fips,lat,lon,name,state,zip_count']);
  });

  it('are each described in SOURCE.md', () => {
    const note = readFileSync(new URL('SOURCE.md', GEO_DIR), 'utf8');
    for (const file of readdirSync(GEO_DIR).filter((f) => f !== 'SOURCE.md')) expect(note).toContain(file);
  });

  it('have plausible row counts', () => {
    // 50 states + DC (FIPS 01-56) plus PR and the island areas of the Census county list
    expect(states.filter((s) => s.fips <= '56')).toHaveLength(51);
    expect(states.map((s) => s.code)).toEqual(expect.arrayContaining(['DC', 'PR', 'VI', 'GU', 'AS', 'MP']));
    expect(counties.length).toBeGreaterThanOrEqual(3_100);
    expect(cbsas.length).toBeGreaterThanOrEqual(900);
    expect(cbsas.filter((c) => c.type === 'metro').length).toBeGreaterThanOrEqual(380);
    expect(zips.length).toBeGreaterThanOrEqual(32_000);
    expect(places.length).toBeGreaterThanOrEqual(25_000);
  });

  it('have no duplicate keys', () => {
    expect(duplicates(states.map((s) => s.code))).toEqual([]);
    expect(duplicates(states.map((s) => s.fips))).toEqual([]);
    expect(duplicates(states.map((s) => s.name.toUpperCase()))).toEqual([]);
    expect(duplicates(cbsas.map((c) => c.code))).toEqual([]);
    expect(duplicates(counties.map((c) => c.fips))).toEqual([]);
    expect(duplicates(zips.map((z) => z.zip))).toEqual([]);
    // the database keys places on (state, upper(name))
    expect(duplicates(places.map((p) => `${p.state}|${p.name.toUpperCase()}`))).toEqual([]);
  });

  // Violations are collected and compared once: an expect() per row makes this test take seconds.
  it('have well-formed codes and coordinates', () => {
    const bad: string[] = [];
    const check = (ok: boolean, what: string) => ok || bad.push(what);
    for (const s of states) check(/^[A-Z]{2} \d{2}$/.test(`${s.code} ${s.fips}`), `state ${s.code}`);
    for (const c of cbsas) {
      check(/^\d{5}$/.test(c.code) && ['metro', 'micro'].includes(c.type), `cbsa ${c.code}`);
      check(c.csa_code === null || /^\d{3}$/.test(c.csa_code), `cbsa ${c.code} csa ${c.csa_code}`);
    }
    for (const c of counties) check(/^\d{5}$/.test(c.fips), `county ${c.fips}`);
    for (const z of zips) {
      check(/^\d{5}$/.test(z.zip), `zip ${z.zip}`);
      check((z.coord_source === null) === (z.lat === null), `zip ${z.zip} coord_source`);
      check(
        z.coord_source === null || ['census_gazetteer', 'simplemaps', 'us_zip_latlon'].includes(z.coord_source),
        `zip ${z.zip} ${z.coord_source}`,
      );
    }
    for (const row of [...cbsas, ...counties, ...zips, ...places]) {
      const ok = row.lat === null ? row.lon === null : row.lon !== null && Math.abs(row.lat) <= 90 && Math.abs(row.lon) <= 180;
      check(ok, `coordinate ${JSON.stringify(row)}`);
    }
    expect(bad).toEqual([]);
  });

  it('reference only rows that exist, with consistent CBSAs', () => {
    const bad: string[] = [];
    const check = (ok: boolean, what: string) => ok || bad.push(what);
    for (const c of cbsas) for (const s of c.states) check(stateByCode.has(s), `cbsa ${c.code} state ${s}`);
    for (const c of counties) {
      check(c.fips.slice(0, 2) === stateByCode.get(c.state)?.fips, `county ${c.fips} state ${c.state}`);
      check(c.cbsa_code === null || cbsaByCode.has(c.cbsa_code), `county ${c.fips} cbsa ${c.cbsa_code}`);
      check((c.cbsa_central === null) === (c.cbsa_code === null), `county ${c.fips} cbsa_central`);
    }
    for (const row of [...zips.map((z) => ({ ...z, key: z.zip })), ...places.map((p) => ({ ...p, key: `${p.state} ${p.name}` }))]) {
      check(stateByCode.has(row.state), `${row.key} state ${row.state}`);
      const county = row.county_fips === null ? undefined : countyByFips.get(row.county_fips);
      check(row.county_fips === null || county !== undefined, `${row.key} county ${row.county_fips}`);
      check(row.cbsa_code === (county?.cbsa_code ?? null), `${row.key} cbsa ${row.cbsa_code}`);
    }
    expect(bad).toEqual([]);
  });

  it('make every CBSA a union of counties with at least one central county', () => {
    const central = new Set(counties.filter((c) => c.cbsa_central).map((c) => c.cbsa_code));
    for (const c of cbsas) expect(central.has(c.code), c.code).toBe(true);
  });

  it('form places from exactly the cities of the zips', () => {
    const cities = new Map<string, number>();
    for (const z of zips) cities.set(`${z.state}|${z.city}`, (cities.get(`${z.state}|${z.city}`) ?? 0) + 1);
    expect(new Map(places.map((p) => [`${p.state}|${p.name}`, p.zip_count]))).toEqual(cities);
  });

  it('keep the leading zeros the upstream integer columns lost', () => {
    expect(zipByCode.get('00501')).toMatchObject({ city: 'Holtsville', state: 'NY', county_fips: '36103' });
    expect(zipByCode.get('00601')).toMatchObject({ city: 'Adjuntas', state: 'PR', county_fips: '72001' });
    expect(zips.filter((z) => z.zip.startsWith('0')).length).toBeGreaterThan(2_500);
  });

  // Each value checked in the sources: HUD ZIP_COUNTY_032020 (largest residential share),
  // list1_2023 (county -> CBSA), simplemaps/us-zip tables (city, state).
  it.each([
    ['02108', 'Boston', 'MA', '25025', '14460'],
    ['95814', 'Sacramento', 'CA', '06067', '40900'],
    ['37203', 'Nashville', 'TN', '47037', '34980'],
    ['77002', 'Houston', 'TX', '48201', '26420'],
    ['33602', 'Tampa', 'FL', '12057', '45300'],
    ['10001', 'New York', 'NY', '36061', '35620'],
    ['00501', 'Holtsville', 'NY', '36103', '35620'],
    // 00601 lies mostly (84% of homes) in Adjuntas Municipio, which no 2023 CBSA includes
    ['00601', 'Adjuntas', 'PR', '72001', null],
    // HUD's 2020 crosswalk still says Shannon County (46113); renamed Oglala Lakota (46102) in 2015
    ['57770', 'Pine Ridge', 'SD', '46102', null],
    // Connecticut: the crosswalk's historic counties are not in the 2023 delineation (planning regions)
    ['06103', 'Hartford', 'CT', '09003', null],
  ])('zip %s is %s, %s in county %s, CBSA %s', (zip, city, state, county, cbsa) => {
    expect(zipByCode.get(zip)).toMatchObject({ city, state, county_fips: county, cbsa_code: cbsa });
  });

  it('place zips at their Census internal points', () => {
    const boston = zipByCode.get('02108')!;
    expect(boston.coord_source).toBe('census_gazetteer');
    expect(boston.lat).toBeCloseTo(42.357767, 5);
    expect(boston.lon).toBeCloseTo(-71.064848, 5);
  });

  it('names CBSAs as the 2023 delineation does', () => {
    expect(cbsaByCode.get('14460')).toMatchObject({
      title: 'Boston-Cambridge-Newton, MA-NH',
      type: 'metro',
      states: ['MA', 'NH'],
      csa_code: '148',
    });
    expect(cbsaByCode.get('47900')).toMatchObject({
      title: 'Washington-Arlington-Alexandria, DC-VA-MD-WV',
      states: ['DC', 'VA', 'MD', 'WV'],
    });
    expect(cbsaByCode.get('10100')).toMatchObject({ title: 'Aberdeen, SD', type: 'micro', states: ['SD'] });
    // centroid = mean of its zips' gazetteer points, so it falls inside the metro
    const boston = cbsaByCode.get('14460')!;
    expect(boston.lat).toBeGreaterThan(42);
    expect(boston.lat).toBeLessThan(43);
    expect(boston.lon).toBeGreaterThan(-72);
    expect(boston.lon).toBeLessThan(-70.5);
  });

  it('give each city a centroid, zip count, primary county and CBSA', () => {
    const nashville = places.find((p) => p.state === 'TN' && p.name === 'Nashville')!;
    expect(nashville).toMatchObject({ county_fips: '47037', cbsa_code: '34980' });
    expect(nashville.zip_count).toBeGreaterThan(20);
    expect(nashville.lat).toBeCloseTo(36.16, 0);
    expect(nashville.lon).toBeCloseTo(-86.78, 0);
  });

  it('names states from the sources', () => {
    expect(stateByCode.get('DC')).toEqual({ code: 'DC', fips: '11', name: 'District of Columbia' });
    expect(stateByCode.get('PR')).toEqual({ code: 'PR', fips: '72', name: 'Puerto Rico' });
    expect(stateByCode.get('CA')).toEqual({ code: 'CA', fips: '06', name: 'California' });
  });
});
