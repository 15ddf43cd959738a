/**
 * One delivery attempt over HTTP: the signed body POSTed to the subscription URL through the SSRF
 * guard's lookup, no redirects followed, at most MAX_RESPONSE_BYTES of the answer read, a 10 s
 * limit on the whole exchange. 2xx is success; anything else, or no answer, is a failure.
 */
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, refusedUrl, type UrlPolicy } from './url-guard.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most a delivery body may hold (docs/webhooks.md#security). */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
const MAX_RESPONSE_BYTES = 16 * 1024;

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
}

export async function postSigned(url: string, body: string, headers: Record<string, string>, policy: UrlPolicy): Promise<AttemptResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): AttemptResult => ({
    ok: status !== null && status >= 200 && status < 300,
    status,
    latencyMs: Math.round(performance.now() - started),
    error,
  });
  const refused = refusedUrl(url, policy);
  if (refused) return done(null, `refused: ${refused}`);
  if (Buffer.byteLength(body) > MAX_PAYLOAD_BYTES) return done(null, `payload over ${MAX_PAYLOAD_BYTES} bytes`);
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'sfr-analytics-webhooks/1', ...headers },
        lookup: guardedLookup(policy) as never,
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('close', () =>
          resolve(done(res.statusCode ?? null, res.statusCode && res.statusCode < 300 ? null : `answered ${res.statusCode}`)),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${DELIVERY_TIMEOUT_MS} ms`)));
    req.on('error', (err) => resolve(done(null, err.message.slice(0, 300))));
    req.end(body);
  });
}
