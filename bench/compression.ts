/**
 * npm run bench:compression: the bytes each endpoint sends with and without compression
 * (docs/design.md#compression), through the local gateway on the demo market `npm start` seeds on
 * the embedded database (15,000 properties, seeded once into bench/.work/embedded-15000, the
 * directory `npm run bench -- --embedded` uses). Each endpoint is called with its documented
 * example (shared/examples.ts) and, for the lists, with a full page; each answer is fetched as it
 * is and in each coding the gateway offers. Sizes only: no timing.
 *
 * Results: bench/results/<date>-compression.json, and a table on stdout for docs/performance.md.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { handler as authorizer } from '../functions/authorizer.ts';
import { createGateway } from '../infra/local/gateway.ts';
import { DEMO_KEYS, ensureDemoKeys, startLocalKeyStore } from '../infra/local/keystore.ts';
import { EMBEDDED_DEMO_PROPERTIES, prepareData } from '../infra/local/prepare-data.ts';
import { openDatabase } from '../infra/local/services.ts';
import { Throttle } from '../infra/local/throttle.ts';
import { EXAMPLES } from '../shared/examples.ts';
import { reloadConfig } from '../shared/platform/config.ts';
import { MIN_COMPRESSION_BYTES } from '../shared/platform/http/compression.ts';
import { PLAN_LIMITS } from '../shared/platform/plans.ts';
import { routeList } from '../shared/routes.ts';
import { machine, writeResults } from './lib/results.ts';

const CODINGS = ['gzip', 'br', 'deflate'] as const;
const KEY = DEMO_KEYS.find((k) => k.plan === 'unlimited')!.key;

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

function exampleCalls(): Call[] {
  return routeList.map((route) => {
    const example = EXAMPLES[`${route.method} ${route.path}`] ?? {};
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.params?.[name] ?? ''));
    const query = new URLSearchParams(example.query ?? {}).toString();
    return { name: `${route.method} ${route.path}`, method: route.method, path: query ? `${path}?${query}` : path, body: example.body };
  });
}

/** The largest answers a client asks for: full pages, a 100-address batch, the OpenAPI document. */
async function fullPages(baseUrl: string): Promise<Call[]> {
  const page = await fetch(`${baseUrl}/properties/search?state=FL&page_size=100`, { headers: { 'X-API-TOKEN': KEY } });
  const rows = (
    (await page.json()) as { data: { address: { formatted_street_address: string; city: string; state: string; zip_code: string } }[] }
  ).data;
  const addresses = rows.map((r) => `${r.address.formatted_street_address}, ${r.address.city}, ${r.address.state} ${r.address.zip_code}`);
  const home = encodeURIComponent(EXAMPLES['GET /properties/by-address']!.query!.address!);
  return [
    { name: 'GET /properties/search (page_size=100)', method: 'GET', path: '/properties/search?state=FL&page_size=100' },
    {
      name: 'GET /properties/batch (100 addresses)',
      method: 'GET',
      path: `/properties/batch?addresses=${encodeURIComponent(addresses.join('|'))}`,
    },
    {
      name: 'GET /properties/nearby-sales (page_size=500, 5 miles)',
      method: 'GET',
      path: `/properties/nearby-sales?address=${home}&page_size=500&radius=5&include_meta=true`,
    },
    {
      name: 'GET /rental-analytics/page (page_size=100)',
      method: 'GET',
      path: '/rental-analytics/page?search_type=state&state=FL&page_size=100',
    },
    { name: 'GET /openapi.json', method: 'GET', path: '/openapi.json' },
  ];
}

function bytes(baseUrl: string, call: Call, coding: string): Promise<{ status: number; bytes: number }> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const req = request(
      baseUrl + call.path,
      {
        method: call.method,
        headers: { 'X-API-TOKEN': KEY, 'Accept-Encoding': coding, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: size }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const dataDir = join(new URL('.work/', import.meta.url).pathname, `embedded-${EMBEDDED_DEMO_PROPERTIES}`);
delete process.env.DATABASE_URL;
process.env.DEMO_PROPERTIES = String(EMBEDDED_DEMO_PROPERTIES);
reloadConfig();
const database = await openDatabase({ dataDir });
const keyStore = await startLocalKeyStore();
try {
  await prepareData(database.sql, { log: (line) => console.log(line), background: false });
  await ensureDemoKeys();
  // throttled as `npm start` is, so GET /usage answers
  const server = await createGateway({ routes: routeList, authorizer, throttle: new Throttle(PLAN_LIMITS) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows: { endpoint: string; status: number; identity: number; gzip: number; br: number; deflate: number }[] = [];
  for (const call of [...exampleCalls(), ...(await fullPages(baseUrl))]) {
    const plain = await bytes(baseUrl, call, 'identity');
    const [gzip, br, deflate] = await Promise.all(CODINGS.map(async (c) => (await bytes(baseUrl, call, c)).bytes));
    rows.push({ endpoint: call.name, status: plain.status, identity: plain.bytes, gzip: gzip!, br: br!, deflate: deflate! });
  }
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('| endpoint | status | identity KB | gzip KB | br KB | saved by gzip |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| \`${r.endpoint}\` | ${r.status} | ${kb(r.identity)} | ${kb(r.gzip)} | ${kb(r.br)} | ${r.identity >= MIN_COMPRESSION_BYTES ? `${Math.round((1 - r.gzip / r.identity) * 100)}%` : 'under 1 KB, sent as is'} |`,
    );
  await writeResults('compression', {
    date: new Date().toISOString(),
    machine: machine(),
    properties: EMBEDDED_DEMO_PROPERTIES,
    minCompressionBytes: MIN_COMPRESSION_BYTES,
    note: 'bytes of each answer body on the wire, as it is and in each coding the local gateway offers (gzip at zlib default level, br at quality 4); API Gateway offers gzip and deflate',
    rows,
  });
} finally {
  await keyStore.stop();
  await database.close();
}
