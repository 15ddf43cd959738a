/**
 * The code the stack deploys, run as Lambda runs it: handlers and the authorizer bundled with the
 * stack's own esbuild configuration (infra/bundling.ts) and their copied files, imported in Node and
 * given API Gateway proxy events. They find the database as on AWS: a secret ARN read from Secrets
 * Manager (a local stand-in speaking its JSON protocol), a host and port from the secret, TLS that
 * verifies the server's certificate against a CA file (here a throwaway CA; on AWS the bundled RDS
 * CAs), prepare: false, a pool of DB_POOL_MAX and the same timeouts. The server is the test database
 * behind a TLS-terminating relay (test/support/tls-proxy.ts), which refuses a client not asking
 * for TLS. The key table stays dynalite.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayAuthorizerResult, APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS, assetEnvironment, type BundleAssets, buildBundle, ROOT } from '../../../infra/bundling.ts';
import { DB_POOL_MAX } from '../../../infra/config.ts';
import { migrationFiles } from '../../../shared/platform/db/migrate.ts';
import { KEYS } from '../../support/api.ts';
import { loadRecords } from '../../support/db.ts';
import { withStateData } from '../../support/fixture.ts';
import { property } from '../../support/records.ts';
import { setEnv } from '../../support/set-env.ts';
import { makePki, startTlsProxy, type TlsProxy } from '../../support/tls-proxy.ts';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type Authorizer = (event: unknown) => Promise<APIGatewayAuthorizerResult>;

// inside the repository, so the bundles' external @aws-sdk/* imports resolve to its node_modules as /var/runtime's would
const OUT = join(ROOT, '.data', `bundles-${process.pid}`);
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:sfr-api-AbCdEf';
const pki = makePki();
const saved = { ...process.env };
let relay: TlsProxy;
let secrets: Server;
let secretReads = 0;

/** Builds a handler into a directory of its own and imports it after setting the variables the stack would set. */
async function bundled<T>(name: string, entry: string, assets?: BundleAssets, env: Record<string, string> = {}): Promise<T> {
  const dir = join(OUT, name);
  const file = await buildBundle(entry, dir, assets);
  // the bundle's own rds-ca.pem trusts RDS, not the test's CA: the test names its CA after the assets
  Object.assign(process.env, assets ? assetEnvironment(assets, dir) : {}, { DATABASE_CA_FILE: pki.caFile }, env);
  return ((await import(pathToFileURL(file).href)) as { handler: T }).handler;
}

function proxyEvent(
  method: string,
  path: string,
  query: Record<string, string> | null,
  authorizer?: Record<string, string>,
): APIGatewayProxyEvent {
  return {
    resource: path,
    path,
    httpMethod: method,
    headers: { Host: 'abc123.execute-api.us-east-1.amazonaws.com', 'X-API-TOKEN': KEYS.premium },
    multiValueHeaders: {},
    queryStringParameters: query,
    multiValueQueryStringParameters: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])),
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      authorizer: authorizer ?? null,
      protocol: 'HTTP/1.1',
      httpMethod: method,
      identity: { sourceIp: '203.0.113.7', userAgent: 'bundled-test', apiKeyId: authorizer ? 'apikey-1' : null },
      path: `/prod${path}`,
      stage: 'prod',
      requestId: `req-${Math.random().toString(16).slice(2)}`,
      requestTimeEpoch: Date.now(),
      resourceId: 'r1',
      resourcePath: path,
    } as APIGatewayProxyEvent['requestContext'],
  };
}

const context = { awsRequestId: 'local', functionName: 'bundled', getRemainingTimeInMillis: () => 28_000 } as unknown as Context;

beforeAll(async () => {
  const database = new URL(process.env.DATABASE_URL!);
  relay = await startTlsProxy({ host: database.hostname, port: Number(database.port || 5432) }, pki);
  // Secrets Manager's JSON protocol, answering GetSecretValue for one secret
  secrets = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const asked = JSON.parse(body) as { SecretId: string };
      const known = req.headers['x-amz-target'] === 'secretsmanager.GetSecretValue' && asked.SecretId === SECRET_ARN;
      res.writeHead(known ? 200 : 400, { 'Content-Type': 'application/x-amz-json-1.1' });
      if (!known) return res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'no such secret' }));
      secretReads++;
      const secret = {
        username: decodeURIComponent(database.username) || 'postgres',
        password: decodeURIComponent(database.password) || 'not-checked-by-this-server',
        dbname: database.pathname.slice(1),
        port: relay.port,
      };
      res.end(JSON.stringify({ ARN: SECRET_ARN, Name: 'sfr-api', SecretString: JSON.stringify(secret) }));
    });
  });
  await new Promise<void>((resolve) => secrets.listen(0, '127.0.0.1', resolve));
  await mkdir(OUT, { recursive: true });
  // what the stack sets on a route function (infra/api.ts), with the proxy's host and CA stood in for
  setEnv('DATABASE_URL', undefined);
  Object.assign(process.env, {
    DATABASE_SECRET_ARN: SECRET_ARN,
    DATABASE_HOST: '127.0.0.1',
    DATABASE_CA_FILE: pki.caFile,
    DB_POOL_MAX: String(DB_POOL_MAX),
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(secrets.address() as AddressInfo).port}`,
    POWERTOOLS_SERVICE_NAME: 'sfr-analytics-api',
  });
}, 120_000);

afterAll(async () => {
  process.env = saved;
  await relay?.close();
  await new Promise((resolve) => secrets?.close(resolve));
  await rm(OUT, { recursive: true, force: true });
  pki.remove();
});

describe('bundled handlers against PostgreSQL over verified TLS, with the secret from Secrets Manager', () => {
  it('answers the health check: database, schema (from the migrations copied into the bundle), geography and key store up', async () => {
    const health = await bundled<Handler>('health', 'functions/health/health-check.ts', ASSETS.migrations);
    expect(process.env.MIGRATIONS_DIR).toBe(join(OUT, 'health', 'migrations'));
    const res = await health(proxyEvent('GET', '/health-check', null), context);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok', error: {} });
    expect(res.statusCode).toBe(200);
    expect((await migrationFiles()).length).toBeGreaterThan(0);
    expect(relay.upgraded).toBeGreaterThan(0);
    expect(relay.refused).toBe(0);
    expect(secretReads).toBe(1);
  });

  it('verifies the key with the bundled authorizer and answers a data route with the bundled handler', async () => {
    const authorizer = await bundled<Authorizer>('authorizer', 'functions/authorizer.ts');
    const auth = await authorizer({
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/GET/locations/autocomplete',
      headers: { 'X-API-TOKEN': KEYS.premium },
    });
    expect(auth).toMatchObject({ principalId: 'sub_demo_premium', usageIdentifierKey: 'sub_demo_premium', context: { plan: 'premium' } });
    await expect(authorizer({ type: 'REQUEST', methodArn: 'arn:x/prod/GET/x', headers: { 'X-API-TOKEN': 'sfr_wrong' } })).rejects.toThrow(
      'Unauthorized',
    );

    const autocomplete = await bundled<Handler>('autocomplete', 'functions/locations/autocomplete.ts');
    const res = await autocomplete(
      proxyEvent('GET', '/locations/autocomplete', { q: 'burlingt' }, auth.context as Record<string, string>),
      context,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Burlington/i);
  });

  it('serves the API reference from the files copied into its bundle, with the stage in its links', async () => {
    const docs = await bundled<Handler>('docs', 'functions/docs/docs.ts', ASSETS.docs);
    const page = await docs(proxyEvent('GET', '/docs', null), context);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/prod/docs/swagger-ui-bundle.js"');
    const openapi = await docs(proxyEvent('GET', '/openapi.json', null), context);
    expect(JSON.parse(openapi.body).openapi).toMatch(/^3\./);
    const icon = await docs(proxyEvent('GET', '/docs/favicon-32x32.png', null), context);
    expect(icon).toMatchObject({ statusCode: 200, isBase64Encoded: true });
    expect((await docs(proxyEvent('GET', '/docs/../package.json', null), context)).statusCode).toBe(404);
  });

  it('refuses a server whose certificate another CA signed: the health check names the database down', async () => {
    const health = await bundled<Handler>('health-other-ca', 'functions/health/health-check.ts', ASSETS.migrations, {
      DATABASE_CA_FILE: pki.otherCaFile,
    });
    const res = await health(proxyEvent('GET', '/health-check', null), context);
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body).error.database.status).toBe('down');
  });
});

describe('export jobs on AWS: POST starts the runner function, which uploads to S3; links are presigned (S3 and Lambda mocked)', () => {
  const STATE = 'MI';
  const records = Array.from({ length: 12 }, (_, i) =>
    property(9_630_001 + i, `${200 + i} Huron St`, { state: STATE, city: 'ANN ARBOR', zip: '48104', lat: 42.28, lon: -83.74 }),
  );
  const sql = withStateData(STATE, records);
  const BUCKET = 'sfr-exports-test';
  const RUNNER = 'sfr-export-runner';
  // the CA again: the test before this one bundled with another
  const env = () => ({ EXPORTS_BUCKET: BUCKET, EXPORT_RUNNER_FUNCTION: RUNNER, DATABASE_CA_FILE: pki.caFile });
  const s3 = mockClient(S3Client);
  const lambda = mockClient(LambdaClient);
  const uploads = new Map<string, { input: Record<string, unknown>; body: Buffer }>();
  let jobId: string | undefined;

  beforeAll(() => {
    s3.on(PutObjectCommand).callsFake(async (input: { Key: string; Body: Uint8Array | AsyncIterable<Uint8Array> }) => {
      const chunks: Uint8Array[] = [];
      if (input.Body instanceof Uint8Array) chunks.push(input.Body);
      else for await (const chunk of input.Body) chunks.push(chunk);
      uploads.set(input.Key, { input, body: Buffer.concat(chunks) });
      return { ETag: '"etag"' };
    });
    s3.on(DeleteObjectCommand).resolves({});
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  });
  afterAll(async () => {
    s3.restore();
    lambda.restore();
    if (jobId) await sql`delete from export_jobs where id = ${jobId}`;
  });

  it('runs a CSV job end to end: invoke, upload, presigned link, cancel deleting the object', async () => {
    const authorizer = await bundled<Authorizer>('authorizer-exports', 'functions/authorizer.ts');
    const auth = (
      await authorizer({
        type: 'REQUEST',
        methodArn: 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/POST/exports',
        headers: { 'X-API-TOKEN': KEYS.premium },
      })
    ).context as Record<string, string>;
    const create = await bundled<Handler>('export-create', 'functions/exports/create.ts', undefined, env());
    const post = await create(
      {
        ...proxyEvent('POST', '/exports', null, auth),
        headers: { 'Content-Type': 'application/json', 'X-API-TOKEN': KEYS.premium },
        body: JSON.stringify({ dataset: 'properties', filter: { state: STATE }, format: 'csv' }),
      },
      context,
    );
    expect(post.statusCode, post.body).toBe(202);
    const { id } = JSON.parse(post.body) as { id: string };
    jobId = id;
    const invokes = lambda.commandCalls(InvokeCommand);
    expect(invokes).toHaveLength(1);
    const invoke = invokes[0]!.args[0].input;
    expect(invoke).toMatchObject({ FunctionName: RUNNER, InvocationType: 'Event' });
    const payload = JSON.parse(
      typeof invoke.Payload === 'string' ? invoke.Payload : new TextDecoder().decode(invoke.Payload as Uint8Array),
    ) as {
      id: string;
    };
    expect(payload).toEqual({ id });

    const runner = await bundled<(event: { id: string }) => Promise<void>>('export-run', 'functions/exports/run.ts', undefined, env());
    await runner(payload);
    const upload = uploads.get(`exports/${id}.csv`)!;
    expect(upload.input).toMatchObject({ Bucket: BUCKET, ContentType: expect.stringMatching(/^text\/csv/) });
    const lines = upload.body.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(records.length + 1);

    const get = await bundled<Handler>('export-get', 'functions/exports/get.ts', undefined, env());
    const shown = await get({ ...proxyEvent('GET', `/exports/${id}`, null, auth), pathParameters: { id } }, context);
    const job = JSON.parse(shown.body) as Record<string, string | number>;
    expect(job).toMatchObject({ status: 'succeeded', rows: records.length, bytes: upload.body.length });
    expect(job.sha256).toBe(createHash('sha256').update(upload.body).digest('hex'));
    const url = new URL(job.url as string);
    expect(url.host).toBe(`${BUCKET}.s3.us-east-1.amazonaws.com`);
    expect(url.pathname).toBe(`/exports/${id}.csv`);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const cancel = await bundled<Handler>('export-cancel', 'functions/exports/cancel.ts', undefined, env());
    const cancelled = await cancel({ ...proxyEvent('DELETE', `/exports/${id}`, null, auth), pathParameters: { id } }, context);
    expect(JSON.parse(cancelled.body)).toMatchObject({ status: 'cancelled', url: null });
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: BUCKET, Key: `exports/${id}.csv` }]);
  }, 180_000);
});

describe('chunked export jobs on AWS: the bundled runner claims and pins, then writes a part a step for the state machine (S3 mocked)', () => {
  const STATE = 'TN';
  const owner = (i: number) => `SYNTHETIC OWNER ${i}`;
  const records = Array.from({ length: 25 }, (_, i) =>
    property(9_650_001 + i, `${100 + i} Broadway`, {
      state: STATE,
      city: 'NASHVILLE',
      zip: '37203',
      lat: 36.15,
      lon: -86.78 - i / 10_000,
      owner: { name: owner(i) },
    }),
  );
  const sql = withStateData(STATE, records);
  const BUCKET = 'sfr-exports-test';
  const env = () => ({
    EXPORTS_BUCKET: BUCKET,
    EXPORT_RUNNER_FUNCTION: 'sfr-export-runner',
    DATABASE_CA_FILE: pki.caFile,
    EXPORT_PART_ROWS: '10',
  });
  // made in beforeAll: a mock made while the file is collected would take the clients from the describe above
  const mocks = () => ({ s3: mockClient(S3Client), lambda: mockClient(LambdaClient) });
  let s3: ReturnType<typeof mocks>['s3'];
  let lambda: ReturnType<typeof mocks>['lambda'];
  /** every PutObject in order; a key in `failing` is refused once */
  const puts: { input: Record<string, unknown>; body: Buffer }[] = [];
  const failing = new Set<string>();
  type Runner = (event: { id: string; step?: 'next' | 'fail'; run?: string }) => Promise<Record<string, unknown> | undefined>;
  let runner: Runner;
  let auth: Record<string, string>;
  const partKey = (id: string, k: number) => `exports/${id}/part-0000${k}.csv`;
  const bodyOf = (key: string) => puts.filter((p) => p.input.Key === key).at(-1)!.body;

  beforeAll(async () => {
    ({ s3, lambda } = mocks());
    s3.on(PutObjectCommand).callsFake(async (input: { Key: string; Body: Uint8Array | AsyncIterable<Uint8Array> }) => {
      if (failing.delete(input.Key))
        throw Object.assign(new Error('We encountered an internal error. Please try again.'), { name: 'InternalError' });
      const chunks: Uint8Array[] = [];
      if (input.Body instanceof Uint8Array) chunks.push(input.Body);
      else for await (const chunk of input.Body) chunks.push(chunk);
      puts.push({ input, body: Buffer.concat(chunks) });
      return { ETag: '"etag"' };
    });
    s3.on(DeleteObjectCommand).resolves({});
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    const authorizer = await bundled<Authorizer>('authorizer-chunked', 'functions/authorizer.ts');
    auth = (
      await authorizer({
        type: 'REQUEST',
        methodArn: 'arn:aws:execute-api:us-east-1:123456789012:abc123/prod/POST/exports',
        headers: { 'X-API-TOKEN': KEYS.unlimited },
      })
    ).context as Record<string, string>;
    runner = await bundled<Runner>('chunk-run', 'functions/exports/run.ts', undefined, env());
  }, 120_000);
  // each test's job ends with it, so none counts against the next one's concurrent jobs
  afterEach(async () => {
    await sql`delete from export_jobs where filter->>'state' = ${STATE}`;
  });
  afterAll(() => {
    s3.restore();
    lambda.restore();
  });

  /** POST /exports with the bundled handler: answers the job id, after checking the runner was invoked with it. */
  async function submit(): Promise<string> {
    const create = await bundled<Handler>('chunk-create', 'functions/exports/create.ts', undefined, env());
    const post = await create(
      {
        ...proxyEvent('POST', '/exports', null, auth),
        headers: { 'Content-Type': 'application/json', 'X-API-TOKEN': KEYS.unlimited },
        body: JSON.stringify({ dataset: 'properties', filter: { state: STATE }, format: 'csv', fields: ['property_id', 'owner_name'] }),
      },
      context,
    );
    expect(post.statusCode, post.body).toBe(202);
    const { id } = JSON.parse(post.body) as { id: string };
    const invoke = lambda.commandCalls(InvokeCommand).at(-1)!.args[0].input;
    const payload = typeof invoke.Payload === 'string' ? invoke.Payload : new TextDecoder().decode(invoke.Payload as Uint8Array);
    expect(JSON.parse(payload)).toEqual({ id });
    return id;
  }

  /** The state machine's loop: `next` until done; answers each step's `done`. */
  async function steps(id: string, run: string): Promise<boolean[]> {
    const done: boolean[] = [];
    for (let i = 0; i < 20 && !done.at(-1); i++) done.push((await runner({ id, step: 'next', run }))!.done as boolean);
    return done;
  }

  /** The owners of the parts' rows, in order (each part a CSV with its header). */
  const owners = (id: string) =>
    [1, 2, 3].flatMap((k) => {
      const lines = bodyOf(partKey(id, k)).toString('utf8').trim().split('\r\n');
      expect(lines[0]).toBe('property_id,owner_name');
      return lines.slice(1).map((line) => line.split(',')[1]);
    });

  let firstParts: Buffer[] = [];

  it('writes three part files and the manifest, with these exact PutObject inputs, presigns each, and forgets the pin', async () => {
    const id = await submit();
    expect(await runner({ id })).toEqual({ id, started: true });
    // Lambda may deliver an asynchronous invocation twice: the second claims nothing, so starts no state machine
    expect(await runner({ id })).toEqual({ id, started: false });
    expect(await steps(id, 'execution-1')).toEqual([false, false, false, true]);
    // a second execution (the start event delivered twice) stands down at once
    expect(await steps(id, 'execution-2')).toEqual([true]);
    const mine = puts.filter((p) => String(p.input.Key).startsWith(`exports/${id}/`));
    expect(mine.map((p) => p.input)).toEqual([
      ...[1, 2, 3].map((k) => ({
        Bucket: BUCKET,
        Key: partKey(id, k),
        Body: expect.anything(),
        ContentType: 'text/csv; charset=utf-8; header=present',
        ContentDisposition: `attachment; filename="${id}-part-0000${k}.csv"`,
        ContentLength: bodyOf(partKey(id, k)).length,
      })),
      {
        Bucket: BUCKET,
        Key: `exports/${id}/SHA256SUMS`,
        Body: expect.anything(),
        ContentType: 'text/plain; charset=utf-8',
        ContentDisposition: `attachment; filename="${id}-SHA256SUMS"`,
        ContentLength: bodyOf(`exports/${id}/SHA256SUMS`).length,
      },
    ]);
    expect(owners(id)).toEqual(records.map((_, i) => owner(i)));
    firstParts = [1, 2, 3].map((k) => bodyOf(partKey(id, k)));
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const manifest = bodyOf(`exports/${id}/SHA256SUMS`);
    expect(manifest.toString('utf8')).toBe(firstParts.map((b, k) => `${sha(b)}  part-0000${k + 1}.csv\n`).join(''));

    const get = await bundled<Handler>('chunk-get', 'functions/exports/get.ts', undefined, env());
    const job = JSON.parse((await get({ ...proxyEvent('GET', `/exports/${id}`, null, auth), pathParameters: { id } }, context)).body);
    expect(job).toMatchObject({
      status: 'succeeded',
      rows: 25,
      bytes: firstParts.reduce((n, b) => n + b.length, 0),
      sha256: sha(manifest),
    });
    expect(new URL(job.url).pathname).toBe(`/exports/${id}/SHA256SUMS`);
    expect(job.parts.map((p: { url: string }) => new URL(p.url).pathname)).toEqual([1, 2, 3].map((k) => `/${partKey(id, k)}`));
    expect(job.parts.map((p: { rows: number; sha256: string }) => [p.rows, p.sha256])).toEqual(
      firstParts.map((b, i) => [i < 2 ? 10 : 5, sha(b)]),
    );
    expect((await sql`select count(*)::int as n from export_job_rows where job_id = ${id}`)[0]!.n).toBe(0);

    const cancel = await bundled<Handler>('chunk-cancel', 'functions/exports/cancel.ts', undefined, env());
    await cancel({ ...proxyEvent('DELETE', `/exports/${id}`, null, auth), pathParameters: { id } }, context);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      `exports/${id}/SHA256SUMS`,
      ...[1, 2, 3].map((k) => partKey(id, k)),
    ]);
  }, 180_000);

  it('a step that fails is asked again and resumes at its part; a part written again is the same bytes', async () => {
    const id = await submit();
    await runner({ id });
    expect(await runner({ id, step: 'next', run: 'execution-1' })).toEqual({ done: false });
    failing.add(partKey(id, 2));
    await expect(runner({ id, step: 'next', run: 'execution-1' })).rejects.toThrow('internal error');
    // the step died after part 2's upload, before recording it: part 2 is written again
    expect(await runner({ id, step: 'next', run: 'execution-1' })).toEqual({ done: false });
    const before = puts.length;
    await sql`delete from export_job_parts where job_id = ${id} and part = 2`;
    expect(await steps(id, 'execution-1')).toEqual([false, false, true]);
    expect(puts.slice(before).map((p) => p.input.Key)).toEqual([partKey(id, 2), partKey(id, 3), `exports/${id}/SHA256SUMS`]);
    // part 1 was written once, and every part is byte for byte the uninterrupted job's
    expect(puts.filter((p) => p.input.Key === partKey(id, 1))).toHaveLength(1);
    expect([1, 2, 3].map((k) => bodyOf(partKey(id, k)))).toEqual(firstParts);
  }, 120_000);

  it('a job the stale sweep failed while its step was retried: the next step deletes its parts and pin, and stops', async () => {
    const id = await submit();
    await runner({ id });
    expect(await runner({ id, step: 'next', run: 'execution-1' })).toEqual({ done: false });
    await sql`update export_jobs set status = 'failed', error = 'swept' where id = ${id}`;
    const deletes = s3.commandCalls(DeleteObjectCommand).length;
    expect(await runner({ id, step: 'next', run: 'execution-1' })).toEqual({ done: true });
    expect(
      s3
        .commandCalls(DeleteObjectCommand)
        .slice(deletes)
        .map((c) => c.args[0].input.Key),
    ).toEqual([partKey(id, 1)]);
    const [left] = await sql`select (select count(*) from export_job_rows where job_id = ${id})::int as pinned,
                                    (select count(*) from export_job_parts where job_id = ${id})::int as parts`;
    expect(left).toEqual({ pinned: 0, parts: 0 });
  }, 120_000);

  it('a load between parts that changes a pinned row not yet written makes the job pin afresh: no file mixes the two', async () => {
    const id = await submit();
    await runner({ id });
    expect(await runner({ id, step: 'next', run: 'execution-1' })).toEqual({ done: false });
    // a load changes a property of part 2 and one of part 1, already written
    await loadRecords(sql, [
      { ...records[3]!, owner: { name: 'RELOADED OWNER 3' } },
      { ...records[14]!, owner: { name: 'RELOADED OWNER 14' } },
    ]);
    const deletes = s3.commandCalls(DeleteObjectCommand).length;
    // part 2 finds its property changed: part 1 is deleted and the rows pinned again
    expect(await runner({ id, step: 'next', run: 'execution-1' })).toEqual({ done: false });
    expect(
      s3
        .commandCalls(DeleteObjectCommand)
        .slice(deletes)
        .map((c) => c.args[0].input.Key),
    ).toEqual([partKey(id, 1)]);
    expect(await steps(id, 'execution-1')).toEqual([false, false, false, false, true]);
    expect((await sql`select restarts from export_jobs where id = ${id}`)[0]!.restarts).toBe(1);
    // the export is the database after the load, whole
    expect(owners(id)).toEqual(records.map((_, i) => (i === 3 || i === 14 ? `RELOADED OWNER ${i}` : owner(i))));
  }, 120_000);
});
