/**
 * The conventions a client relies on across endpoints, through the local gateway on West Virginia
 * properties this file loads: compression (docs/design.md#compression), HEAD (#head), paging links
 * and has_more (#lists), sorting both ways, booleans as 1/0 and both date forms (#requests), and
 * the deprecated forms' headers on their errors (#deprecated-post-forms).
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { SEARCH_SORTS, SearchResponse } from '../../../shared/properties/schemas.ts';
import { routeList } from '../../../shared/routes.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const ID = 9_390_000;
const CHARLESTON = { zip: '25301', city: 'CHARLESTON', state: 'WV' };

/** 45 homes on one street: every sort key varies, each is unknown for some, and values repeat (ties). */
function home(i: number): ImportRecord {
  return property(ID + i, `${100 + i} Kanawha Blvd`, {
    ...CHARLESTON,
    lat: 38.35 + i * 0.0002,
    lon: -81.63,
    structure: {
      living_area_sqft: i % 5 === 0 ? null : 900 + (i % 8) * 150,
      year_built: i % 6 === 0 ? null : 1940 + (i % 11) * 5,
    } as never,
    assessments: { assessed_value: i % 9 === 0 ? null : 80_000 + (i % 10) * 10_000 } as never,
    last_sale: (i % 7 === 0 ? null : { date: `20${10 + (i % 12)}-0${(i % 9) + 1}-1${i % 4}`, price: 120_000 + (i % 13) * 5_000 }) as never,
    pre_foreclosure: (i % 4 === 0 ? { flag: true, recording_date: `2024-0${(i % 9) + 1}-10` } : null) as never,
    property_type: 'Single Family Residential',
    transactions:
      i % 10 === 0
        ? []
        : [
            sale(`20${10 + (i % 12)}-0${(i % 9) + 1}-1${i % 4}`, 120_000 + (i % 13) * 5_000, `Buyer ${i}`, 'Seller', {
              DOCUMENT_TYPE: 'GRANT_DEED',
            }),
          ],
  });
}
const HOMES = Array.from({ length: 45 }, (_, k) => home(k + 1));
const SUBJECT = '101 Kanawha Blvd, Charleston, WV 25301';

const { api } = withState('WV', HOMES);

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over node:http, so the bytes on the wire are seen as sent (fetch decompresses). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}${path}`, { method, headers: { 'X-API-TOKEN': KEYS.premium, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const DECODE: Record<string, (b: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

describe('compression', () => {
  const page = '/properties/search?state=WV&page_size=40';

  it.each([
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['deflate', 'deflate'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0.1, deflate', 'deflate'],
  ])('Accept-Encoding: %s answers %s, the same JSON, smaller, with Vary', async (accept, coding) => {
    const plain = await raw('GET', page);
    const packed = await raw('GET', page, { 'Accept-Encoding': accept });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe(coding);
    expect(packed.headers.vary).toBe('Accept-Encoding');
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(DECODE[coding]!(packed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it.each([[undefined], ['identity'], ['gzip;q=0, br;q=0, deflate;q=0'], ['compress']])(
    'Accept-Encoding: %s answers the body as it is',
    async (accept) => {
      const res = await raw('GET', page, accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      SearchResponse.parse(JSON.parse(res.body.toString('utf8')));
    },
  );

  it('leaves bodies under 1 KB as they are, problems and small answers alike', async () => {
    const small = await raw('GET', '/health-check/authenticated', { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const problem = await raw('GET', '/properties/search?page_size=0', { 'Accept-Encoding': 'gzip' });
    expect(problem.status).toBe(400);
    expect(problem.headers['content-encoding']).toBeUndefined();
    expect(problem.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses openapi.json and the docs assets too', async () => {
    for (const path of ['/openapi.json', '/docs/swagger-ui-bundle.js']) {
      const res = await raw('GET', path, { 'Accept-Encoding': 'gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(res.body).length, path).toBeGreaterThan(res.body.length);
    }
  });
});

describe('HEAD', () => {
  const gets = routeList.filter((r) => r.method === 'GET');

  it.each(gets.map((r) => [r.path.replace('{buyerName}', 'NOBODY')]))('HEAD %s answers as GET does, without a body', async (path) => {
    const get = await raw('GET', path, { 'Accept-Encoding': 'gzip' });
    const head = await raw('HEAD', path, { 'Accept-Encoding': 'gzip' });
    expect(head.status).toBe(get.status);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    for (const name of ['content-encoding', 'vary', 'x-data-source', 'allow']) expect(head.headers[name], name).toEqual(get.headers[name]);
    expect(head.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // a problem names its request id, so only a success has the same length byte for byte
    if (get.status === 200) expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('answers with the headers of a found property, of a paged list and of a refusal', async () => {
    const found = await raw('HEAD', `/properties/by-address?address=${encodeURIComponent(SUBJECT)}`);
    expect(found.status).toBe(200);
    expect(found.headers['x-address-match']).toBe('exact');
    expect(Number(found.headers['content-length'])).toBeGreaterThan(1000);
    const list = await raw('HEAD', '/properties/search?state=WV&page=2&page_size=10');
    expect(list.headers.link).toContain('rel="next"');
    const refused = await raw('HEAD', '/properties/search?state=WV', { 'X-API-TOKEN': 'not-a-key' });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toBe('application/problem+json');
    expect(refused.body.length).toBe(0);
  });

  it('serves openapi.json and the docs page, and is in Allow where GET is; POST-only paths refuse it', async () => {
    for (const path of ['/openapi.json', '/docs', '/health-check']) {
      const res = await raw('HEAD', path);
      expect(res.status, path).toBe(200);
      expect(res.body.length).toBe(0);
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    }
    const put = await raw('PUT', '/properties/by-address');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    const head = await raw('HEAD', '/buyers/activity/top-buyers');
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe('POST');
  });
});

const links = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(/,\s*(?=<)/)
      .filter(Boolean)
      .map((part) => {
        const [, url, rel] = /^<([^>]*)>;\s*rel="([^"]+)"$/.exec(part.trim()) ?? [];
        return [rel, url];
      }),
  ) as Record<string, string | undefined>;

describe('paging', () => {
  it('search: has_more and Link first/prev/next that keep every other parameter; following next visits every row once', async () => {
    const seen: number[] = [];
    let next: string | undefined = '/properties/search?state=WV&sort=assessed_value&order=asc&page_size=10&vacant=false';
    let pages = 0;
    while (next) {
      const res = await api.get(next);
      expect(res.status).toBe(200);
      const body = SearchResponse.parse(await res.json());
      const rels = links(res.headers.get('link'));
      pages++;
      expect(body.page).toBe(pages);
      expect(body.has_more).toBe(body.page * body.page_size < body.total);
      expect(rels.first).toBe('/properties/search?state=WV&sort=assessed_value&order=asc&page_size=10&vacant=false&page=1');
      expect(rels.prev).toBe(pages > 1 ? rels.first?.replace('page=1', `page=${pages - 1}`) : undefined);
      expect(rels.next === undefined).toBe(!body.has_more);
      seen.push(...body.data.map((p) => p.property_id));
      next = rels.next;
    }
    expect(pages).toBe(5);
    expect(seen.sort()).toEqual(HOMES.map((h) => h.property_id).sort());
  });

  it('replaces page where it stands in the query', async () => {
    const res = await api.get('/properties/search?page=2&state=WV&page_size=20');
    expect(links(res.headers.get('link'))).toEqual({
      first: '/properties/search?page=1&state=WV&page_size=20',
      prev: '/properties/search?page=1&state=WV&page_size=20',
      next: '/properties/search?page=3&state=WV&page_size=20',
    });
  });

  it('a page past the end has a prev link and no next', async () => {
    const res = await api.get('/properties/search?state=WV&page=9');
    const body = SearchResponse.parse(await res.json());
    expect(body).toMatchObject({ data: [], has_more: false });
    expect(Object.keys(links(res.headers.get('link')))).toEqual(['first', 'prev']);
  });

  it('nearby sold properties and nearby sales link their pages; a bare nearby-sales array links next while pages are full', async () => {
    const address = encodeURIComponent(SUBJECT);
    const sold = await api.get(`/properties/nearby-sold-properties?address=${address}&page_size=10&radius=5`);
    const soldBody = (await sold.json()) as { meta: { has_more: boolean; total: number } };
    expect(soldBody.meta.total).toBeGreaterThan(10);
    expect(links(sold.headers.get('link')).next).toBe(`/properties/nearby-sold-properties?address=${address}&page_size=10&radius=5&page=2`);

    const withMeta = await api.get(`/properties/nearby-sales?address=${address}&page_size=20&radius=5&include_meta=true&page=2`);
    const meta = ((await withMeta.json()) as { meta: { has_more: boolean } }).meta;
    expect(links(withMeta.headers.get('link')).next !== undefined).toBe(meta.has_more);
    expect(links(withMeta.headers.get('link')).prev).toContain('page=1');

    // 35 comparable sales within the radius (the 5 homes of unknown area are not comparables): a full page of 30, then 5
    const full = await api.get(`/properties/nearby-sales?address=${address}&page_size=30&radius=5`);
    expect(((await full.json()) as unknown[]).length).toBe(30);
    expect(links(full.headers.get('link')).next).toContain('page=2');
    const last = await api.get(`/properties/nearby-sales?address=${address}&page_size=30&radius=5&page=2`);
    expect(((await last.json()) as unknown[]).length).toBe(5);
    expect(links(last.headers.get('link')).next).toBeUndefined();
  });
});

type Sortable = (typeof SEARCH_SORTS)[number];
const sortValue: Record<Sortable, (r: ImportRecord) => number | string | null> = {
  recording_date: (r) =>
    r.transactions?.length ? (r.transactions[0]!.RECORDING_DATE ?? null) : ((r.last_sale as { date?: string } | null)?.date ?? null),
  assessed_value: (r) => (r.assessments as { assessed_value: number | null }).assessed_value,
  year_built: (r) => (r.structure as { year_built: number | null }).year_built,
  last_sale_price: (r) => (r.last_sale as { price: number } | null)?.price ?? null,
  living_area: (r) => (r.structure as { living_area_sqft: number | null }).living_area_sqft,
  last_sale_date: (r) => (r.last_sale as { date: string } | null)?.date ?? null,
};

/** The order the API promises: by the key in the direction asked, unknown values last either way, ties by property_id. */
function expectedOrder(sort: Sortable, order: 'asc' | 'desc'): number[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...HOMES]
    .sort((a, b) => {
      const [x, y] = [sortValue[sort](a), sortValue[sort](b)];
      if (x === null || y === null) return x === y ? a.property_id - b.property_id : x === null ? 1 : -1;
      return x < y ? -sign : x > y ? sign : a.property_id - b.property_id;
    })
    .map((h) => h.property_id);
}

describe('sorting', () => {
  it.each(SEARCH_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))(
    'search sort=%s&order=%s: in that direction, unknown values last, ties by property_id',
    async (sort, order) => {
      const res = await api.get(`/properties/search?state=WV&page_size=100&sort=${sort}&order=${order}`);
      const body = SearchResponse.parse(await res.json());
      expect(body.data.map((p) => p.property_id)).toEqual(expectedOrder(sort, order));
    },
  );

  it('descending is the default, and an unknown direction is a 400 naming order', async () => {
    const byDefault = SearchResponse.parse(await (await api.get('/properties/search?state=WV&page_size=100&sort=living_area')).json());
    expect(byDefault.data.map((p) => p.property_id)).toEqual(expectedOrder('living_area', 'desc'));
    const problem = await expectProblem(await api.get('/properties/search?state=WV&order=up'), 400);
    expect(problem.errors?.map((e) => e.path)).toEqual(['query.order']);
  });
});

describe('booleans and dates', () => {
  it.each([
    ['1', 'true'],
    ['0', 'false'],
  ])('a boolean %s is %s', async (digit, word) => {
    const a = await (await api.get(`/properties/search?state=WV&page_size=100&pre_foreclosure=${digit}`)).json();
    const b = await (await api.get(`/properties/search?state=WV&page_size=100&pre_foreclosure=${word}`)).json();
    expect(a).toEqual(b);
    expect((a as { total: number }).total).toBeGreaterThan(0);
  });

  it('include_meta=1 answers the envelope, include_meta=0 the bare array', async () => {
    const address = encodeURIComponent(SUBJECT);
    expect(await (await api.get(`/properties/nearby-sales?address=${address}&include_meta=1`)).json()).toHaveProperty('meta');
    expect(Array.isArray(await (await api.get(`/properties/nearby-sales?address=${address}&include_meta=0`)).json())).toBe(true);
  });

  it.each(['yes', 'TRUE', '2', ''])('a boolean %j is a 400 naming the parameter and the accepted forms', async (value) => {
    const problem = await expectProblem(await api.get(`/properties/search?state=WV&vacant=${value}`), 400);
    expect(problem.errors).toEqual([{ path: 'query.vacant', message: 'expected true, false, 1 or 0' }]);
  });

  it('pre_foreclosure dates take YYYYMMDD and YYYY-MM-DD alike', async () => {
    const compact = await (
      await api.get('/properties/search?state=WV&page_size=100&pre_foreclosure_date_min=20240301&pre_foreclosure_date_max=20240610')
    ).json();
    const iso = await (
      await api.get('/properties/search?state=WV&page_size=100&pre_foreclosure_date_min=2024-03-01&pre_foreclosure_date_max=2024-06-10')
    ).json();
    expect(iso).toEqual(compact);
    const months = HOMES.filter(
      (h) => h.pre_foreclosure && Number((h.pre_foreclosure as { recording_date: string }).recording_date.slice(5, 7)) >= 3,
    )
      .filter((h) => (h.pre_foreclosure as { recording_date: string }).recording_date <= '2024-06-10')
      .map((h) => h.property_id)
      .sort();
    expect((compact as { data: { property_id: number }[] }).data.map((p) => p.property_id).sort()).toEqual(months);
  });

  it.each(['2024-0301', '2024-02-30', '20240230', '24-03-01'])('pre_foreclosure_date_min=%s is a 400 naming it', async (value) => {
    const problem = await expectProblem(await api.get(`/properties/search?state=WV&pre_foreclosure_date_min=${value}`), 400);
    expect(problem.errors?.map((e) => e.path)).toEqual(['query.pre_foreclosure_date_min']);
  });
});

describe('deprecated POST forms', () => {
  const forms = routeList.filter((r) => r.deprecated);

  it.each(forms.map((r) => [r.path, r.deprecated!.successor]))(
    'POST %s says Deprecation and Link on 200, 400 and 404',
    async (path, successor) => {
      const link = `<${successor.replace('GET ', '')}>; rel="successor-version"`;
      const ok = await api.post(path, { address: '101 Kanawha Blvd 25301' });
      const invalid = await api.post(path, { address: '' });
      const missing = await api.post(path, { address: '999 Nowhere Rd, Charleston, WV 25301' });
      expect([ok.status, invalid.status, missing.status]).toEqual([200, 400, 404]);
      for (const res of [ok, invalid, missing]) {
        expect(res.headers.get('deprecation')).toBe('true');
        expect(res.headers.get('link')).toBe(link);
      }
    },
  );

  it('the GET forms are not deprecated, whatever they answer', async () => {
    const res = await api.get('/properties/by-address?address=999%20Nowhere%20Rd%2C%20Charleston%2C%20WV%2025301');
    expect(res.status).toBe(404);
    expect(res.headers.get('deprecation')).toBeNull();
  });
});
