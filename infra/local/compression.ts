/**
 * Content negotiation of the local gateway's response compression (docs/design.md#compression):
 * the coding the caller's Accept-Encoding prefers among those offered (RFC 9110 section 12.5.3),
 * applied to bodies of at least MIN_COMPRESSION_BYTES.
 *
 * API Gateway offers gzip and deflate; the local gateway offers br as well, and says which it
 * used in Content-Encoding, so a client that accepts several is served on both.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import { MIN_COMPRESSION_BYTES } from '../../shared/platform/http/compression.ts';

export const CODINGS = ['br', 'gzip', 'deflate'] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * The coding to answer with, or null for the body as it is. The highest q-value wins; among equal
 * ones the order of CODINGS (smallest output first). `*` stands for every coding not named; q=0
 * refuses one. Compression is never forced: a caller refusing everything still gets identity.
 */
export function negotiateCoding(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/**
 * Quality 4 of 11: at the default (11) a 350 KB search page took ~0.5 s to compress; at 4 it is as
 * fast as gzip's default and still smaller.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

export function encode(body: Buffer, coding: Coding): Promise<Buffer> {
  if (coding === 'br') return brotli(body, BROTLI_OPTIONS);
  if (coding === 'gzip') return gzipAsync(body);
  return deflateAsync(body);
}

/** Whether a response is worth compressing: big enough, and not compressed already. */
export function compressible(body: Buffer, headers: Record<string, string>): boolean {
  return body.length >= MIN_COMPRESSION_BYTES && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-encoding');
}
