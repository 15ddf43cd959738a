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
import { CONTENT_TYPES, FORMATS } from '../../shared/exports/formats.ts';
import { exportsDir, fileName, JOB_FILE, typeOf, verifyLink } from '../../shared/exports/storage.ts';
import { Forbidden, NotFound } from '../../shared/platform/errors.ts';

export const DOWNLOAD_PATH = /^\/exports\/([0-9a-f-]{36})\/file$/;

/** `?file=` names a part or the manifest of a chunked job (docs/exports.md#chunked-jobs), signed as `<id>/<file>`. */
export async function serveDownload(req: IncomingMessage, res: ServerResponse, id: string, url: URL, headers: Record<string, string>) {
  const part = url.searchParams.get('file');
  if (part !== null && !JOB_FILE.test(part)) throw new NotFound('No such file of an export.');
  if (!(await verifyLink(part ? `${id}/${part}` : id, url.searchParams.get('expires'), url.searchParams.get('signature'))))
    throw new Forbidden('The download link is not valid or has expired: GET /exports/{id} gives a fresh one.');
  const found = part ? await jobFile(id, part) : await firstFile(id);
  if (!found) throw new NotFound('The export file is no longer kept.');
  res.writeHead(200, {
    ...headers,
    'Content-Type': found.type,
    'Content-Length': found.size,
    'Content-Disposition': `attachment; filename="${found.name}"`,
    'Cache-Control': 'private, no-store',
  });
  if (req.method === 'HEAD') return void res.end();
  // a caller that stops reading ends its download, not the gateway's answer to anyone else
  await pipeline(createReadStream(found.path), res).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  });
}

interface Found {
  path: string;
  name: string;
  type: string;
  size: number;
}

async function firstFile(id: string): Promise<Found | undefined> {
  for (const format of FORMATS) {
    const found = await fileAt(fileName(id, format), fileName(id, format), CONTENT_TYPES[format]);
    if (found) return found;
  }
  return undefined;
}

function jobFile(id: string, file: string): Promise<Found | undefined> {
  return fileAt(`${id}/${file}`, `${id}-${file}`, typeOf(file));
}

async function fileAt(name: string, download: string, type: string): Promise<Found | undefined> {
  const path = join(exportsDir(), name);
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { path, name: download, type, size: info.size } : undefined;
}
