/**
 * POST /locations, GET /locations/autocomplete and GET /locations/validate through the local
 * gateway, on the real US geography the test setup loads (no property data needed).
 */
import { describe, expect, it } from 'vitest';
import { LocationList, ValidateResponse } from '../../../shared/locations/schemas.ts';
import { expectProblem } from '../../support/api.ts';
import { testSql } from '../../support/db.ts';
import { withApi } from '../../support/fixture.ts';
import { setEnv } from '../../support/set-env.ts';

const api = withApi();

async function search(body: unknown) {
  const res = await api.post('/locations', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return LocationList.parse(await res.json());
}
async function complete(params: string) {
  const res = await api.get(`/locations/autocomplete?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return LocationList.parse(await res.json());
}
async function validate(params: string) {
  const res = await api.get(`/locations/validate?${params}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ValidateResponse.parse(await res.json());
}
const names = (places: { display_name: string }[]) => places.map((l) => l.display_name);
const nonIncreasing = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe('POST /locations', () => {
  it('finds Springfield in many states: exact matches, larger places first, each with codes and parents', async () => {
    const r = await search({ query: 'Springfield', limit: 50 });
    expect(r.data.length).toBeGreaterThan(20);
    const exact = r.data.filter((l) => l.match === 'exact');
    expect(new Set(exact.filter((l) => l.type === 'city').map((l) => l.codes.state)).size).toBeGreaterThan(20);
    expect(nonIncreasing(exact.map((l) => l.zip_count))).toBe(true);
    expect(r.data.findIndex((l) => l.match !== 'exact')).toBe(exact.length);
    const il = r.data.find((l) => l.type === 'city' && l.codes.state === 'IL')!;
    expect(il).toMatchObject({
      name: 'Springfield',
      display_name: 'Springfield, IL',
      codes: { state: 'IL', state_fips: '17', county_fips: '17167', cbsa_code: '44100', zip: null },
      parents: {
        state: { code: 'IL', fips: '17', name: 'Illinois' },
        county: { fips: '17167', name: 'Sangamon County' },
        msa: { code: '44100', type: 'metro' },
        city: null,
      },
    });
    expect(il.centroid!.lat).toBeCloseTo(39.8, 0);
    expect(il.centroid!.lon).toBeCloseTo(-89.6, 0);
    // the CBSAs named after it are found by their principal city
    expect(r.data.filter((l) => l.type === 'msa').map((l) => l.codes.cbsa_code)).toEqual(
      expect.arrayContaining(['44100', '44180', '44140']),
    );
  });

  it('filters by type and state, from the body or after a comma in the text', async () => {
    const byBody = await search({ query: 'springfield', types: ['city'], state: 'Illinois' });
    expect(names(byBody.data)).toEqual(['Springfield, IL']);
    expect(byBody.meta).toMatchObject({ state: 'IL', types: ['city'], has_more: false });
    expect(names((await search({ query: 'Springfield, IL', types: ['city'] })).data)).toEqual(['Springfield, IL']);
    // a state in the text that contradicts the filter matches nothing
    expect((await search({ query: 'Springfield, IL', state: 'MO' })).data).toEqual([]);
  });

  it('finds a misspelt place by similarity, after exact and prefix matches', async () => {
    const r = await search({ query: 'Sacramneto', types: ['city'], state: 'CA' });
    expect(r.data[0]).toMatchObject({ display_name: 'Sacramento, CA', match: 'fuzzy' });
    expect(r.data[0]!.similarity).toBeGreaterThanOrEqual(0.5);
    expect(r.meta.normalized_query).toBe('SACRAMNETO');
  });

  it('treats "St." and "Saint" alike: the USPS city is "Saint Louis", the CBSA and counties "St. Louis"', async () => {
    const st = await search({ query: 'St. Louis', state: 'MO' });
    const saint = await search({ query: 'saint louis', state: 'MO' });
    expect(names(st.data)).toEqual(names(saint.data));
    expect(st.meta.normalized_query).toBe('SAINT LOUIS');
    const exact = st.data.filter((l) => l.match === 'exact');
    expect(exact.map((l) => `${l.type} ${l.name}`)).toEqual([
      'msa St. Louis, MO-IL',
      'city Saint Louis',
      'county St. Louis County',
      'county St. Louis city',
    ]);
    // a CBSA in two states has no single state
    expect(exact[0]).toMatchObject({
      states: ['MO', 'IL'],
      msa_type: 'metro',
      codes: { state: null, cbsa_code: '41180' },
      parents: { state: null },
    });
  });

  it('matches zips by prefix in code order, keeping leading zeros', async () => {
    const r = await search({ query: '9581' });
    expect(r.data.length).toBeGreaterThan(3);
    expect(r.data.every((l) => l.type === 'zip' && l.match === 'prefix' && l.codes.zip!.startsWith('9581'))).toBe(true);
    expect(r.data.map((l) => l.codes.zip)).toEqual([...r.data.map((l) => l.codes.zip)].sort());
    const boston = await search({ query: '02108' });
    expect(boston.data).toHaveLength(1);
    expect(boston.data[0]).toMatchObject({
      type: 'zip',
      match: 'exact',
      name: '02108',
      display_name: 'Boston, MA 02108',
      zip_count: 1,
      codes: { zip: '02108', state: 'MA', state_fips: '25', county_fips: '25025', cbsa_code: '14460' },
      parents: { city: { name: 'Boston', state: 'MA' }, county: { fips: '25025', name: 'Suffolk County' }, state: { code: 'MA' } },
    });
    expect(boston.meta.normalized_query).toBeNull();
    expect((await search({ query: '02108-1234' })).data.map((l) => l.codes.zip)).toEqual(['02108']);
    // zips only: a zip query with types that exclude zips finds nothing
    expect((await search({ query: '02108', types: ['city'] })).data).toEqual([]);
  });

  it('fills the room left by exact matches with close variants only', async () => {
    const r = await search({ query: 'Sacramento', state: 'CA' });
    expect(r.data.map((l) => `${l.match} ${l.display_name}`)).toEqual([
      'exact Sacramento-Roseville-Folsom, CA',
      'exact Sacramento, CA',
      'exact Sacramento County, CA',
      'fuzzy West Sacramento, CA',
    ]);
    expect(r.data[3]!.similarity).toBe(1);
    // names that only share a word part ("Springs") are no close variants of Springfield
    expect((await search({ query: 'Springfield', types: ['city'], state: 'IL' })).data.map((l) => l.display_name)).toEqual([
      'Springfield, IL',
    ]);
  });

  it('answers 200 with an empty list when nothing matches', async () => {
    const r = await search({ query: 'Xqzvwk' });
    expect(r.data).toEqual([]);
    expect(r.meta.has_more).toBe(false);
  });

  it('stops at the limit and says there is more', async () => {
    const r = await search({ query: 'Spring', limit: 3 });
    expect(r.data).toHaveLength(3);
    expect(r.meta).toMatchObject({ limit: 3, has_more: true });
  });

  it.each([
    ['an empty query', { query: '' }, 'body.query'],
    ['a blank query', { query: '   ' }, 'body.query'],
    ['a query over 100 characters', { query: 'a'.repeat(101) }, 'body.query'],
    ['a query of punctuation only', { query: '?!.' }, 'body.query'],
    ['no query', { types: ['city'] }, 'body.query'],
    ['limit 0', { query: 'Reno', limit: 0 }, 'body.limit'],
    ['limit over 50', { query: 'Reno', limit: 51 }, 'body.limit'],
    ['an unknown type', { query: 'Reno', types: ['town'] }, 'body.types.0'],
    ['an unknown state', { query: 'Reno', state: 'ZZ' }, 'body.state'],
  ])('400 for %s', async (_, body, path) => {
    const problem = await expectProblem(await api.post('/locations', body), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('400 for a body that is not JSON', async () => {
    await expectProblem(await api.post('/locations', '{"query":'), 400);
  });

  it('401 without a key', async () => {
    await expectProblem(await api.post('/locations', { query: 'Reno' }, null), 401);
  });
});

describe('GET /locations/autocomplete', () => {
  it('completes a prefix across types, larger places first', async () => {
    const r = await complete('q=Sacra');
    expect(names(r.data).slice(0, 3)).toEqual(['Sacramento-Roseville-Folsom, CA', 'Sacramento, CA', 'Sacramento County, CA']);
    expect(r.data.slice(0, 3).every((l) => l.match === 'prefix')).toBe(true);
    expect(r.meta.limit).toBe(10);
  });

  it('completes one character by prefix only, up to the limit', async () => {
    const r = await complete('q=s&limit=20');
    expect(r.data).toHaveLength(20);
    expect(r.data.every((l) => l.match === 'prefix' && l.display_name.toUpperCase().startsWith('S'))).toBe(true);
    expect(nonIncreasing(r.data.map((l) => l.zip_count))).toBe(true);
    expect(r.meta.has_more).toBe(true);
  });

  it('adds no fuzzy matches beside completions', async () => {
    const r = await complete('q=Sacramento&state=CA');
    expect(names(r.data)).toEqual(['Sacramento-Roseville-Folsom, CA', 'Sacramento, CA', 'Sacramento County, CA']);
  });

  it('tolerates a typo in a half-typed word', async () => {
    const r = await complete('q=sacrem&types=city&state=CA');
    expect(r.data.map((l) => `${l.match} ${l.display_name}`)).toContain('fuzzy Sacramento, CA');
  });

  it('completes a last "St" as "Saint" and as typed', async () => {
    const r = await complete('q=St&state=MO&types=city&limit=20');
    const found = names(r.data);
    expect(found).toContain('Saint Louis, MO');
    expect(found.some((n) => /^St[a-z]/.test(n))).toBe(true);
  });

  it('completes zip digits', async () => {
    const r = await complete('q=021&types=zip&limit=5');
    expect(r.data.map((l) => l.codes.zip)).toEqual(['02101', '02102', '02103', '02104', '02105']);
  });

  it.each([
    ['no q', 'limit=5', 'query.q'],
    ['an empty q', 'q=', 'query.q'],
    ['a q over 100 characters', `q=${'b'.repeat(101)}`, 'query.q'],
    ['a q of punctuation only', 'q=%2C%2C', 'query.q'],
    ['limit 0', 'q=Reno&limit=0', 'query.limit'],
    ['limit over 20', 'q=Reno&limit=21', 'query.limit'],
    ['a limit that is no number', 'q=Reno&limit=ten', 'query.limit'],
    ['an unknown type', 'q=Reno&types=city,town', 'query.types.1'],
    ['an unknown state', 'q=Reno&state=Nevadaa', 'query.state'],
  ])('400 for %s', async (_, params, path) => {
    const problem = await expectProblem(await api.get(`/locations/autocomplete?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('401 without a key', async () => {
    await expectProblem(await api.get('/locations/autocomplete?q=Reno', null), 401);
  });

  it('reuses an answer until AUTOCOMPLETE_CACHE_TTL_MS passes; 0 asks the database every time', async () => {
    const sql = testSql();
    const query = 'q=Truth%20or%20Conseq&types=city&state=NM';
    expect(names((await complete(query)).data)).toEqual(['Truth Or Consequences, NM']);
    // the place leaves the search index for a moment: a reused answer still has it, a fresh one not
    const removed =
      await sql`delete from place_search where kind = 'city' and state = 'NM' and name = 'Truth Or Consequences' returning row_to_json(place_search.*) as row`;
    try {
      expect(removed.length).toBeGreaterThan(0);
      expect(names((await complete(query)).data)).toEqual(['Truth Or Consequences, NM']);
      setEnv('AUTOCOMPLETE_CACHE_TTL_MS', '0');
      expect((await complete(query)).data).toEqual([]);
    } finally {
      setEnv('AUTOCOMPLETE_CACHE_TTL_MS', undefined);
      for (const { row } of removed)
        await sql`insert into place_search select * from json_populate_record(null::place_search, ${sql.json(row)}::json)`;
      await sql.end();
    }
  });
});

describe('GET /locations/validate', () => {
  it('confirms a real zip, city and state and returns the normalised zip', async () => {
    const r = await validate('zip=95630&city=folsom&state=ca');
    expect(r).toMatchObject({ valid: true, reason: null, problems: [], alternatives: [] });
    expect(r.place).toMatchObject({
      type: 'zip',
      display_name: 'Folsom, CA 95630',
      codes: { zip: '95630', state: 'CA', county_fips: '06067', cbsa_code: '40900' },
      parents: {
        city: { name: 'Folsom', state: 'CA' },
        county: { name: 'Sacramento County' },
        msa: { title: 'Sacramento-Roseville-Folsom, CA' },
      },
    });
  });

  it("says which part is wrong, with the zip's city and the city's zips as alternatives", async () => {
    const r = await validate('zip=95814&city=Folsom&state=CA');
    expect(r.valid).toBe(false);
    expect(r.reason).toBe('zip 95814 is in Sacramento, CA, not Folsom');
    expect(r.problems).toEqual([{ code: 'mismatch', parameters: ['zip', 'city'], message: r.reason }]);
    expect(r.place).toBeNull();
    expect(names(r.alternatives)).toEqual(['Sacramento, CA', 'Folsom, CA 95763', 'Folsom, CA 95630']);
  });

  it('normalises spelling: "st. louis" is the USPS city Saint Louis', async () => {
    const r = await validate('city=st.%20louis&state=Missouri');
    expect(r.valid).toBe(true);
    expect(r.place).toMatchObject({
      type: 'city',
      name: 'Saint Louis',
      display_name: 'Saint Louis, MO',
      codes: { state: 'MO', county_fips: '29189', cbsa_code: '41180' },
    });
  });

  it('validates a county by name or FIPS against its CBSA and state', async () => {
    expect((await validate('county=Sacramento&msa=40900&state=CA')).place).toMatchObject({
      type: 'county',
      name: 'Sacramento County',
      codes: { county_fips: '06067' },
    });
    const wrong = await validate('county=06061&msa=Bakersfield');
    expect(wrong).toMatchObject({
      valid: false,
      reason: 'Placer County, CA is in Sacramento-Roseville-Folsom, CA, not Bakersfield-Delano, CA',
    });
    expect(names(wrong.alternatives)).toEqual(['Sacramento-Roseville-Folsom, CA']);
  });

  it('reports an ambiguous name with its places as alternatives, and a zip settles it', async () => {
    const r = await validate('city=Springfield');
    expect(r.valid).toBe(false);
    expect(r.problems[0]).toMatchObject({ code: 'ambiguous', parameters: ['city'] });
    expect(r.alternatives).toHaveLength(10);
    expect(r.alternatives.every((a) => a.name === 'Springfield')).toBe(true);
    expect((await validate('city=Springfield&zip=62701')).place).toMatchObject({ display_name: 'Springfield, IL 62701' });
  });

  it('reports a city that is not in the state, with the same name elsewhere', async () => {
    const r = await validate('city=Folsom&state=NV');
    expect(r.reason).toBe('no city named Folsom is in NV; there are in CA, LA, NM, PA, WV');
    expect(names(r.alternatives)).toEqual(expect.arrayContaining(['Folsom, CA', 'Folsom, LA']));
  });

  it.each([
    ['a misspelt city, with similar names in the state', 'city=Sacramneto&state=CA', 'there is no city named Sacramneto', 'Sacramento, CA'],
    ['an unknown state code', 'state=ZZ', 'ZZ is not a US state or territory', undefined],
    ['a misspelt state name', 'state=Californa', 'Californa is not a US state or territory', 'California'],
    ['a zip that does not exist', 'zip=00000', 'zip 00000 does not exist', undefined],
    ['an unknown CBSA code', 'msa=99999', 'there is no CBSA with code 99999', undefined],
  ])('valid: false for %s', async (_, params, reason, alternative) => {
    const r = await validate(params);
    expect(r).toMatchObject({ valid: false, reason, place: null });
    expect(r.problems[0]!.code).toBe('unknown');
    if (alternative) expect(names(r.alternatives)).toContain(alternative);
  });

  it.each([
    ['no parameter', '', 'query.zip'],
    ['a zip of 4 digits', 'zip=9581', 'query.zip'],
    ['a zip with letters', 'zip=9581a', 'query.zip'],
    ['a county code of 3 digits', 'county=067', 'query.county'],
    ['an msa mixing digits and letters', 'msa=40900x', 'query.msa'],
    ['a city without letters', 'city=12345', 'query.city'],
    ['a state with digits', 'state=C4', 'query.state'],
    ['a city over 100 characters', `city=${'c'.repeat(101)}`, 'query.city'],
  ])('400 for %s', async (_, params, path) => {
    const problem = await expectProblem(await api.get(`/locations/validate?${params}`), 400);
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('401 without a key', async () => {
    await expectProblem(await api.get('/locations/validate?zip=95814', null), 401);
  });
});
