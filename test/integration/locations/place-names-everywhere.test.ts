/**
 * Place names through the one resolver (shared/locations/geography.ts) on every endpoint that takes
 * a city, county or metro: St./Saint, "City, ST" in the city parameter, metro short names, and a
 * 404 with suggestions where nothing matches, through the local gateway on Minnesota properties
 * this file loads (Minnesota is its own). The data spells the city as the US reference does,
 * SAINT PAUL; callers write it "St. Paul".
 */
import { describe, expect, it } from 'vitest';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const SAINT_PAUL = { zip: '55102', city: 'SAINT PAUL', state: 'MN', lat: 44.94, lon: -93.1 };
const BUYER = 'NORTH STAR RENTALS LLC';

const RECORDS = [1, 2, 3, 4].map((i) =>
  property(5_910_000 + i, `${100 + i} Summit Ave`, {
    ...SAINT_PAUL,
    owner: { name: BUYER } as never,
    transactions: [sale(`2024-0${i}-15`, 300_000 + i * 1_000, BUYER, `MINNESOTA SELLER ${i}`)],
  }),
);

const { api } = withState('MN', RECORDS, { rollups: true });

async function ok(path: string, body?: unknown) {
  const res = body === undefined ? await api.get(path, KEYS.premium) : await api.post(path, body, KEYS.premium);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const total = async (query: string) => (await ok(`/properties/search?${query}`)).total;

describe('GET /properties/search by any common name of the place', () => {
  it.each([
    ['city=Saint Paul&state=MN'],
    ['city=St. Paul&state=MN'],
    ['city=ST PAUL&state=mn'],
    ['city=st paul'],
    ['city=St. Paul, MN'],
    ['city=St Paul, Minnesota'],
    ['msa=St. Paul'],
    ['msa=Minneapolis-St. Paul-Bloomington'],
    ['county=Ramsey&state=MN'],
  ])('%s finds the four Saint Paul properties', async (query) => {
    expect(await total(`${encodeURI(query)}&zip_codes=55102`)).toBe(4);
  });

  it('a name that is no city in the state is a 404 that suggests where it is', async () => {
    const res = await api.get('/properties/search?city=Minneapolis&state=WI', KEYS.premium);
    const problem = (await expectProblem(res, 404)) as { detail: string; suggestions?: { display_name: string }[] };
    expect(problem.detail).toContain('Minneapolis, MN');
    expect(problem.suggestions?.map((s) => s.display_name)).toContain('Minneapolis, MN');
  });

  it('a misspelt city is a 404 with the city meant among the suggestions', async () => {
    const problem = (await expectProblem(await api.get('/properties/search?city=Saint%20Pual&state=MN', KEYS.premium), 404)) as {
      suggestions?: { display_name: string }[];
    };
    expect(problem.suggestions?.map((s) => s.display_name)).toContain('Saint Paul, MN');
  });

  it('a city written with a state that contradicts the state parameter is a 400 naming city', async () => {
    const problem = await expectProblem(await api.get('/properties/search?city=St.%20Paul,%20MN&state=WI', KEYS.premium), 400);
    expect(problem.errors?.map((e) => e.path)).toContain('query.city');
  });
});

describe('the buyers endpoints resolve the same names', () => {
  const saint = () => ok('/buyers/activity?search_type=city&city=Saint%20Paul&state=MN&date_from=2024-01-01&date_to=2024-06-30');

  it.each([['search_type=city&city=St.%20Paul&state=MN'], ['search_type=city&city=St.%20Paul,%20MN'], ['search_type=msa&msa=St.%20Paul']])(
    'GET /buyers/activity?%s answers as for Saint Paul',
    async (query) => {
      const answer = await ok(`/buyers/activity?${query}&date_from=2024-01-01&date_to=2024-06-30`);
      if (query.includes('city=')) {
        expect(answer.geography).toEqual({ type: 'city', code: 'SAINT PAUL', name: 'SAINT PAUL, MN', state: 'MN' });
        expect(answer.data).toEqual((await saint()).data);
      } else {
        expect((answer.geography as { code: string }).code).toBe('33460');
      }
    },
  );

  it('POST /buyers/activity/top-buyers takes St. Paul and "St. Paul, MN"', async () => {
    const saintPaul = await ok('/buyers/activity/top-buyers', {
      filters: { state: 'MN', city: 'Saint Paul', dateFrom: '2024-01-01', dateTo: '2024-06-30' },
    });
    expect(saintPaul.data).not.toEqual([]);
    expect(
      await ok('/buyers/activity/top-buyers', { filters: { state: 'MN', city: 'St. Paul', dateFrom: '2024-01-01', dateTo: '2024-06-30' } }),
    ).toEqual(saintPaul);
    expect(
      await ok('/buyers/activity/top-buyers', {
        filters: { state: 'MN', city: 'St. Paul, MN', dateFrom: '2024-01-01', dateTo: '2024-06-30' },
      }),
    ).toEqual(saintPaul);
  });

  it('an unknown city is a 404 with suggestions on buyers/activity and top-buyers', async () => {
    const activity = (await expectProblem(
      await api.get('/buyers/activity?search_type=city&city=Minneapolis&state=WI', KEYS.premium),
      404,
    )) as { suggestions?: { display_name: string }[] };
    expect(activity.suggestions?.map((s) => s.display_name)).toContain('Minneapolis, MN');
    const top = (await expectProblem(
      await api.post(
        '/buyers/activity/top-buyers',
        { filters: { state: 'WI', city: 'Minneapolis', dateFrom: '2024-01-01', dateTo: '2024-06-30' } },
        KEYS.premium,
      ),
      404,
    )) as { suggestions?: { display_name: string }[] };
    expect(top.suggestions?.map((s) => s.display_name)).toContain('Minneapolis, MN');
  });
});

describe('an address whose city and state contradict the record matched in its zip', () => {
  const lookup = (address: string) => api.get(`/properties/by-address?address=${encodeURIComponent(address)}`, KEYS.premium);

  it('is exact when the parts agree, St. Paul and Saint Paul alike', async () => {
    for (const address of ['101 Summit Ave, Saint Paul, MN 55102', '101 Summit Ave, St. Paul, MN 55102']) {
      const res = await lookup(address);
      expect(res.status).toBe(200);
      expect([res.headers.get('x-address-match'), res.headers.get('x-address-differs')]).toEqual(['exact', null]);
    }
  });

  it('says which parts differ, below exact and with less confidence (the issue: a Tampa property asked in Houston, TX)', async () => {
    const res = await lookup('101 Summit Ave, Houston, TX 55102');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-address-match')).toBe('near');
    expect(res.headers.get('x-address-differs')).toBe('city,state');
    expect(Number(res.headers.get('x-address-confidence'))).toBeLessThanOrEqual(0.7);
    expect(res.headers.get('x-address-match-reason')).toContain("differ from the record's SAINT PAUL, MN 55102");
  });

  it('says so in a batch too', async () => {
    const addresses = ['101 Summit Ave, St. Paul, MN 55102', '102 Summit Ave, Minneapolis, MN 55102'].join('|');
    const body = (await ok(`/properties/batch?addresses=${encodeURIComponent(addresses)}`)) as unknown as { match?: unknown }[];
    const matches = body.map((e) => e.match);
    expect(matches).toMatchObject([
      { level: 'exact', differs: [] },
      { level: 'near', differs: ['city'] },
    ]);
  });
});
