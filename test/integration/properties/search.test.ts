/**
 * GET /properties/search through the local gateway on properties this file loads (Wyoming is its own).
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { SearchResponse } from '../../../shared/properties/schemas.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { loadRecords } from '../../support/db.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';

const CHEYENNE = { zip: '82001', city: 'CHEYENNE', state: 'WY', lat: 41.14, lon: -104.82 };
const CASPER = { zip: '82601', city: 'CASPER', state: 'WY', lat: 42.85, lon: -106.32 };

// 30 Cheyenne properties (Laramie County, CBSA 16940) and 5 in Casper (Natrona County, CBSA 16220).
function home(i: number): ImportRecord {
  const where = i > 30 ? CASPER : CHEYENNE;
  return property(9_300_000 + i, `${100 + i} Elm St`, {
    ...where,
    structure: {
      beds_count: i % 7 === 0 ? null : (i % 5) + 1,
      baths: i % 11 === 0 ? null : (i % 3) + 1,
      year_built: i % 13 === 0 ? null : 1950 + i,
    } as never,
    assessments: { assessed_value: i % 9 === 0 ? null : 100_000 + i * 1000 } as never,
    property_type: i % 4 === 0 ? 'Townhouse' : 'Single Family Residential',
    owner: { name: i % 6 === 0 ? 'Prairie Wind Homes, L.L.C.' : `Owner${i} Pat` } as never,
    pre_foreclosure: i % 10 === 0 ? ({ flag: true, recording_date: `2024-0${(i / 10) % 9 || 1}-15` } as never) : null,
    vacant: i % 8 === 0,
    transactions: i % 12 === 0 ? [] : [sale(`20${10 + (i % 14)}-0${(i % 9) + 1}-01`, 200_000 + i, `Owner${i} Pat`, 'Seller')],
  });
}
const HOMES = Array.from({ length: 35 }, (_, k) => home(k + 1));

const { api, sql } = withState('WY', HOMES);

async function search(params: string, key: string = KEYS.premium) {
  const res = await api.get(`/properties/search?${params}`, key);
  expect(res.status, await res.clone().text()).toBe(200);
  return SearchResponse.parse(await res.json());
}
const ids = (r: { data: { property_id: number }[] }) => r.data.map((p) => p.property_id - 9_300_000);
const expected = (pred: (r: ImportRecord, i: number) => boolean) =>
  HOMES.map((r, k) => [r, k + 1] as const)
    .filter(([r, i]) => pred(r, i))
    .map(([, i]) => i);
const s = (r: ImportRecord) => r.structure as { beds_count: number | null; baths: number | null; year_built: number | null };

describe('GET /properties/search', () => {
  it('pages a state with the default page size, an exact total, and no overlap or gap', async () => {
    const first = await search('state=wy');
    expect(first).toMatchObject({ total: 35, page: 1, page_size: 20 });
    expect(first.data).toHaveLength(20);
    const second = await search('state=WY&page=2');
    expect(second.data).toHaveLength(15);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(35);
    expect((await search('state=WY&page=3')).data).toHaveLength(0);
  });

  it('sorts by recording date descending, nulls last, ties by property_id', async () => {
    const all = await search('state=WY&page_size=100');
    const dates = all.data.map((p) => p.last_sale?.date ?? null);
    const recorded = HOMES.map((r, k) => ({ i: k + 1, d: r.transactions?.[0]?.RECORDING_DATE ?? null }));
    const want = [...recorded]
      .sort((a, b) => (a.d === b.d ? a.i - b.i : a.d === null ? 1 : b.d === null ? -1 : b.d.localeCompare(a.d)))
      .map((x) => x.i);
    expect(ids(all)).toEqual(want);
    expect(dates.every((d) => d === null)).toBe(true); // last_sale is the record's own field, not invented
  });

  it.each([
    ['assessed_value', (r: ImportRecord) => (r.assessments as { assessed_value: number | null }).assessed_value],
    ['year_built', (r: ImportRecord) => s(r).year_built],
  ] as const)('sorts by %s descending with nulls last', async (sort, value) => {
    const all = await search(`state=WY&page_size=100&sort=${sort}`);
    const want = HOMES.map((r, k) => ({ i: k + 1, v: value(r) }))
      .sort((a, b) => (a.v === b.v ? a.i - b.i : a.v === null ? 1 : b.v === null ? -1 : b.v - a.v))
      .map((x) => x.i);
    expect(ids(all)).toEqual(want);
  });

  it.each([
    ['city=Cheyenne', (_r: ImportRecord, i: number) => i <= 30],
    ['city=casper&state=WY', (_r: ImportRecord, i: number) => i > 30],
    ['zip_codes=82601,99999', (_r: ImportRecord, i: number) => i > 30],
    ['county=Laramie&state=WY', (_r: ImportRecord, i: number) => i <= 30],
    ['county=Laramie%20County', (_r: ImportRecord, i: number) => i <= 30],
    ['county=56025', (_r: ImportRecord, i: number) => i > 30],
    ['msa=16940', (_r: ImportRecord, i: number) => i <= 30],
    ['msa=Casper,%20WY', (_r: ImportRecord, i: number) => i > 30],
    ['msa=casper', (_r: ImportRecord, i: number) => i > 30],
    ['state=WY&beds_min=3&beds_max=4', (r: ImportRecord) => (s(r).beds_count ?? -1) >= 3 && (s(r).beds_count ?? 99) <= 4],
    ['state=WY&baths_min=2', (r: ImportRecord) => (s(r).baths ?? -1) >= 2],
    ['state=WY&baths_max=1', (r: ImportRecord) => s(r).baths !== null && s(r).baths! <= 1],
    [
      'state=WY&year_built_min=1960&year_built_max=1970',
      (r: ImportRecord) => s(r).year_built !== null && s(r).year_built! >= 1960 && s(r).year_built! <= 1970,
    ],
    ['state=WY&property_type=townhouse', (r: ImportRecord) => r.property_type === 'Townhouse'],
    ['state=WY&owner_name=prairie%20wind%20homes%20llc', (_r: ImportRecord, i: number) => i % 6 === 0],
    ['state=WY&owner_name=wind', (_r: ImportRecord, i: number) => i % 6 === 0],
    ['state=WY&pre_foreclosure=true', (_r: ImportRecord, i: number) => i % 10 === 0],
    ['state=WY&pre_foreclosure=false', (_r: ImportRecord, i: number) => i % 10 !== 0],
    ['state=WY&pre_foreclosure_date_min=20240201&pre_foreclosure_date_max=20240331', (_r: ImportRecord, i: number) => i === 20 || i === 30],
    ['state=WY&vacant=true', (_r: ImportRecord, i: number) => i % 8 === 0],
    ['state=WY&zombie_foreclosure=true', (_r: ImportRecord, i: number) => i % 40 === 0],
  ])('%s', async (params, pred) => {
    const r = await search(`${params}&page_size=100`);
    expect(ids(r).sort((a, b) => a - b)).toEqual(expected(pred));
    expect(r.total).toBe(expected(pred).length);
  });

  it('nulls Premium-only fields for base keys', async () => {
    const base = await search('state=WY&page_size=5', KEYS.base);
    expect(base.data.every((p) => p.owner === null && p.vacant === null && p.pre_foreclosure === null && p.owner_type === null)).toBe(true);
    const premium = await search('state=WY&page_size=5');
    expect(premium.data.some((p) => p.owner !== null)).toBe(true);
  });

  it('answers 400 without a location filter', async () => {
    const problem = await expectProblem(await api.get('/properties/search?beds_min=2'), 400);
    expect(problem.detail).toMatch(/location filter/);
  });

  it.each([
    ['state=WY&page_size=101', 'page_size'],
    ['state=WY&page_size=0', 'page_size'],
    ['state=WY&page=0', 'page'],
    ['state=WY&page=1.5', 'page'],
    ['state=WY&beds_min=abc', 'beds_min'],
    ['state=WY&beds_min=4&beds_max=2', 'beds_min'],
    ['state=WYO', 'state'],
    ['state=WY&sort=price', 'sort'],
    ['zip_codes=123', 'zip_codes'],
    ['state=WY&year_built_min=99999', 'year_built_min'],
    ['state=WY&pre_foreclosure_date_min=2024-13-01', 'pre_foreclosure_date_min'],
    ['state=WY&pre_foreclosure_date_max=20240230', 'pre_foreclosure_date_max'],
    ['state=WY&vacant=yes', 'vacant'],
  ])('answers 400 for %s naming %s', async (params, name) => {
    const problem = await expectProblem(await api.get(`/properties/search?${params}`), 400);
    expect(problem.errors?.some((e) => e.path === `query.${name}` || e.path.startsWith(`query.${name}.`))).toBe(true);
  });

  // the one place resolver (docs/design.md#geography-selection): a name that is no place is a 404, never an empty page
  it.each([
    ['msa=Atlantis', 'No metropolitan area named "Atlantis"'],
    ['county=Nowhere&state=WY', 'No county named "Nowhere" in WY'],
    ['city=Atlantis&state=WY', 'No city named "Atlantis" in WY'],
  ])('answers 404 for %s', async (params, detail) => {
    const problem = await expectProblem(await api.get(`/properties/search?${params}`), 404);
    expect(problem.detail).toContain(detail);
  });

  it.each([
    'pre_foreclosure=true',
    'pre_foreclosure=false',
    'pre_foreclosure_date_min=20240101',
    'pre_foreclosure_date_max=20240101',
    'vacant=true',
    'zombie_foreclosure=false',
  ])('answers 403 to a base key using the distress filter %s, and 200 to premium and unlimited', async (filter) => {
    await expectProblem(await api.get(`/properties/search?state=WY&${filter}`, KEYS.base), 403);
    expect((await api.get(`/properties/search?state=WY&${filter}`, KEYS.premium)).status).toBe(200);
    expect((await api.get(`/properties/search?state=WY&${filter}`, KEYS.unlimited)).status).toBe(200);
  });

  it('answers 401 without a key', async () => {
    await expectProblem(await api.get('/properties/search?state=WY', null), 401);
  });

  it('reuses a total for the next pages of a search until SEARCH_TOTAL_TTL_MS passes; 0 counts every time', async () => {
    const filter = 'state=WY&year_built_min=1960';
    const before = (await search(filter)).total;
    await loadRecords(sql, [home(36)]);
    try {
      expect((await search(`${filter}&page=2`)).total).toBe(before);
      setEnv('SEARCH_TOTAL_TTL_MS', '0');
      expect((await search(`${filter}&page=2`)).total).toBe(before + 1);
    } finally {
      setEnv('SEARCH_TOTAL_TTL_MS', undefined);
      await sql`delete from properties where property_id = ${9_300_036}`;
    }
  });
});
