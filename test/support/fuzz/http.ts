/**
 * A fuzzed request and the raw HTTP client that sends it. node:http rather than fetch: fetch
 * normalises the URL (dot segments, percent-encoding, `//`), refuses some header values and
 * always declares a body length, and the fuzzer must send exactly what it generated.
 */
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { Value } from './values.ts';

export type KeyChoice = 'base' | 'premium' | 'unlimited' | 'created' | 'none' | 'bogus' | 'empty';

export interface FuzzBody {
  text: string;
  /** null: no Content-Type header */
  contentType: string | null;
  /** sent with Transfer-Encoding: chunked, without Content-Length */
  chunked?: boolean;
}

export interface FuzzRequest {
  /** the operation aimed at (`GET /properties/search`); a counterexample names it */
  op: string;
  method: string;
  /** path parameters by name */
  path: Record<string, Value>;
  /** in order; a null value is a bare name without `=` */
  query: [string, Value | null][];
  body: FuzzBody | null;
  key: KeyChoice;
  /** extra headers, in order (duplicates allowed) */
  headers?: [string, string][];
}

export interface FuzzResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Percent-encodes UTF-8 bytes, unreserved characters left as they are; lone surrogates become U+FFFD as any client would send them. */
export function encode(value: Value): string {
  if (typeof value !== 'string') return value.raw;
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function target(req: FuzzRequest, template: string): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encode(req.path[name] ?? ''));
  const query = req.query.map(([k, v]) => (v === null ? encode(k) : `${encode(k)}=${encode(v)}`)).join('&');
  return query ? `${path}?${query}` : path;
}

export class RawClient {
  // One kept-alive connection: requests go one at a time, as the fuzz properties await each.
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  constructor(private readonly base: string) {}

  send(method: string, path: string, headers: [string, string][], body: FuzzBody | null): Promise<FuzzResponse> {
    const url = new URL(this.base);
    // with headers given as a list, node:http adds no Host of its own
    const all: [string, string][] = [['Host', url.host], ...headers];
    if (body) {
      if (body.contentType !== null) all.push(['Content-Type', body.contentType]);
      // node:http frames a GET body only when told to; unframed, its bytes would read as a next request
      all.push(body.chunked ? ['Transfer-Encoding', 'chunked'] : ['Content-Length', String(Buffer.byteLength(body.text))]);
    }
    return new Promise((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, method, path, agent: this.agent, headers: all.flat() as unknown as Record<string, string> },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', (err) =>
        reject(new Error(`${method} ${path.slice(0, 200)}: no response (${(err as NodeJS.ErrnoException).code ?? err.message})`)),
      );
      if (body?.chunked) {
        // several writes, so that the body really goes out in chunks
        const buf = Buffer.from(body.text);
        for (let i = 0; i < buf.length; i += 64 * 1024) req.write(buf.subarray(i, i + 64 * 1024));
        req.end();
      } else {
        req.end(body ? body.text : undefined);
      }
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
