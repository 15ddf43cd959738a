/**
 * The local gateway's export downloads (docs/exports.md#where-it-runs): GET /exports/{id}/file with
 * the expiry and HMAC signature of the link GET /exports/{id} gave, streamed from the exports folder
 * as S3 serves a presigned URL on AWS: no API key, the signature is the permission.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CONTENT_TYPES, FORMATS, type Format } from '../../shared/exports/formats.ts';
import { exportsDir, fileName, verifyLink } from '../../shared/exports/storage.ts';
import { Forbidden, NotFound } from '../../shared/platform/errors.ts';

export const DOWNLOAD_PATH = /^\/exports\/([0-9a-f-]{36})\/file$/;

export async function serveDownload(req: IncomingMessage, res: ServerResponse, id: string, url: URL, headers: Record<string, string>) {
  if (!(await verifyLink(id, url.searchParams.get('expires'), url.searchParams.get('signature'))))
    throw new Forbidden('The download link is not valid or has expired: GET /exports/{id} gives a fresh one.');
  const found = await firstFile(id);
  if (!found) throw new NotFound('The export file is no longer kept.');
  res.writeHead(200, {
    ...headers,
    'Content-Type': CONTENT_TYPES[found.format],
    'Content-Length': found.size,
    'Content-Disposition': `attachment; filename="${fileName(id, found.format)}"`,
    'Cache-Control': 'private, no-store',
  });
  if (req.method === 'HEAD') return void res.end();
  // a caller that stops reading ends its download, not the gateway's answer to anyone else
  await pipeline(createReadStream(found.path), res).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  });
}

async function firstFile(id: string): Promise<{ path: string; format: Format; size: number } | undefined> {
  for (const format of FORMATS) {
    const path = join(exportsDir(), fileName(id, format));
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile()) return { path, format, size: info.size };
  }
  return undefined;
}
