/**
 * The local gateway on a random port, serving every registered route, for integration tests
 * that go through HTTP exactly as a caller does.
 */
import type { AddressInfo } from 'node:net';
import { handler as authorizer } from '../../functions/authorizer.ts';
import { createGateway, type GatewayOptions } from '../../infra/local/gateway.ts';
import { routeList } from '../../shared/routes.ts';

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
    get: (path, key, headers) => fetch(url + path, { headers: { ...keyHeader(key), ...headers } }),
    post: (path, body, key, headers) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...keyHeader(key), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
