/**
 * A typed client of the SFR Analytics API: openapi-fetch over the types generated from
 * openapi.json (schema.ts), so paths, parameters, bodies and answers are checked by the compiler.
 *
 *   const api = createSfrClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'demo-premium-key' });
 *   const { data, error, response } = await api.GET('/properties/by-address', { params: { query: { address } } });
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.ts';

export type { components, paths };

export interface SfrClientOptions extends ClientOptions {
  /** sent as X-API-TOKEN on every request */
  apiKey?: string;
}

export function createSfrClient({ apiKey, headers, ...options }: SfrClientOptions) {
  return createClient<paths>({ ...options, headers: { ...(apiKey ? { 'X-API-TOKEN': apiKey } : {}), ...(headers as object) } });
}
