/**
 * The local gateway on a random port, serving every registered route, for integration tests
 * that go through HTTP exactly as a caller does.
 */
import type { AddressInfo } from 'node:net';
import { handler as authorizer } from '../../functions/authorizer.ts';
import { createGateway, type GatewayOptions } from '../../infra/local/gateway.ts';
import { routeList } from '../../shared/routes.ts';
import { contractViolations } from './openapi.ts';

export const KEYS = { base: 'demo-base-key', premium: 'demo-premium-key', unlimited: 'demo-unlimited-key' } as const;

export interface TestApi {
  url: string;
  get(path: string, key?: string | null, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, key?: string | null, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function startApi(options: Partial<GatewayOptions> = {}): Promise<TestApi> {
  const server = await createGateway({ routes: routeList, authorizer, throttle: null, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keyHeader = (key: string | null | undefined): Record<string, string> =>
    key === null ? {} : { 'X-API-TOKEN': key ?? KEYS.unlimited };
  return {
    url,
    get: async (path, key, headers) => documented('GET', path, await fetch(url + path, { headers: { ...keyHeader(key), ...headers } })),
    post: async (path, body, key, headers) =>
      documented(
        'POST',
        path,
        await fetch(url + path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...keyHeader(key), ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const GATEWAY_LIMITS = new Set([413, 431]);

const TEMPLATES = routeList.map((route) => ({
  method: route.method,
  path: route.path,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/**
 * Every 2xx and 4xx answer a test gets through these calls is checked against openapi.json with
 * the strict validator (test/support/openapi.ts): its status declared, its body valid against the
 * declared schema, every header it carries declared. A call the registry does not route (a wrong
 * method, an unknown path), and the size limits the gateway applies before any route (413, 431),
 * are the gateway's answers, left to the tests that ask for them.
 */
async function documented(method: string, path: string, res: Response): Promise<Response> {
  const documentedStatus = (res.status >= 200 && res.status < 300) || (res.status >= 400 && res.status < 500);
  const pathname = new URL(path, 'http://test').pathname;
  const route = TEMPLATES.find((r) => r.method === method && r.pattern.test(pathname));
  if (!documentedStatus || !route || GATEWAY_LIMITS.has(res.status)) return res;
  const text = await res.clone().text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the validator reports the media type
  }
  let problems: string[];
  try {
    problems = contractViolations(method, route.path, res.status, res.headers, body);
  } catch (error) {
    problems = [(error as Error).message];
  }
  if (problems.length)
    throw new Error(`${method} ${path.slice(0, 200)} answered ${res.status} not as openapi.json documents it:\n  ${problems.join('\n  ')}`);
  return res;
}

/** Asserts an RFC 9457 body and returns it. */
export async function expectProblem(
  res: Response,
  status: number,
): Promise<{
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  errors?: { path: string; message: string }[];
}> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  if (res.headers.get('content-type') !== 'application/problem+json')
    throw new Error(`expected problem+json, got ${res.headers.get('content-type')}`);
  const body = JSON.parse(text);
  for (const field of ['type', 'title', 'status', 'detail', 'instance'])
    if (!(field in body)) throw new Error(`problem body lacks ${field}: ${text}`);
  if (body.status !== status) throw new Error(`problem status ${body.status} != ${status}`);
  return body;
}
