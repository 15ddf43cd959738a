/**
 * Where export files live and how a caller downloads one (docs/exports.md#where-it-runs):
 * - locally (no EXPORTS_BUCKET): under EXPORTS_DIR (default .data/exports), downloaded from the
 *   gateway's /exports/{id}/file with an expiring HMAC-signed link;
 * - on AWS (EXPORTS_BUCKET set): an object in the private, encrypted, lifecycle-expired bucket,
 *   downloaded with a presigned S3 URL.
 * A job writes its file to a local path first (Lambda's /tmp on AWS), then `keep` puts it in place.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../platform/config.ts';
import { CONTENT_TYPES, type Format } from './formats.ts';

/** A download link is good for an hour, or until the file expires if that is sooner. */
export const LINK_SECONDS = 3600;
/** Files are kept for EXPORT_TTL_HOURS (default 7 days), then deleted (the bucket's lifecycle rule on AWS). */
export const ttlHours = () => config().EXPORT_TTL_HOURS ?? 168;

export interface ExportStorage {
  /** a path to write the file to */
  scratch(id: string, format: Format): Promise<string>;
  /** puts the written file in place; answers its location */
  keep(file: string, id: string, format: Format): Promise<string>;
  url(location: string, id: string, format: Format, expiresAt: Date): Promise<string>;
  remove(location: string): Promise<void>;
}

export function exportStorage(): ExportStorage {
  const bucket = config().EXPORTS_BUCKET;
  return bucket ? s3Storage(bucket) : localStorage();
}

export const exportsDir = () => config().EXPORTS_DIR ?? join(config().DATA_DIR ?? join(process.cwd(), '.data'), 'exports');
export const fileName = (id: string, format: Format) => `${id}.${format}`;

function localStorage(): ExportStorage {
  return {
    async scratch(id, format) {
      await mkdir(exportsDir(), { recursive: true });
      return join(exportsDir(), `${fileName(id, format)}.part`);
    },
    async keep(file, id, format) {
      const location = join(exportsDir(), fileName(id, format));
      await rename(file, location);
      return location;
    },
    async url(_location, id, _format, expiresAt) {
      const expires = Math.floor(Math.min(Date.now() / 1000 + LINK_SECONDS, expiresAt.getTime() / 1000));
      return `/exports/${id}/file?expires=${expires}&signature=${await sign(id, expires)}`;
    },
    async remove(location) {
      await rm(location, { force: true });
    },
  };
}

function s3Storage(bucket: string): ExportStorage {
  const s3 = new S3Client({});
  const key = (id: string, format: Format) => `exports/${fileName(id, format)}`;
  return {
    async scratch(id, format) {
      return join(tmpdir(), fileName(id, format));
    },
    async keep(file, id, format) {
      // multipart for files past 5 GB, a single request below its part size
      await new Upload({
        client: s3,
        params: {
          Bucket: bucket,
          Key: key(id, format),
          Body: createReadStream(file),
          ContentType: CONTENT_TYPES[format],
          ContentDisposition: `attachment; filename="${fileName(id, format)}"`,
          ContentLength: (await stat(file)).size,
        },
      }).done();
      await rm(file, { force: true });
      return key(id, format);
    },
    async url(location, _id, _format, expiresAt) {
      const seconds = Math.max(1, Math.min(LINK_SECONDS, Math.floor((expiresAt.getTime() - Date.now()) / 1000)));
      return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: location }), { expiresIn: seconds });
    },
    async remove(location) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: location }));
    },
  };
}

/**
 * The local links' secret: EXPORT_SIGNING_SECRET, else a random one kept beside the files (made on
 * first use, readable by this user only), so links survive a restart and the gateway's workers agree.
 */
async function secret(): Promise<Buffer> {
  const configured = config().EXPORT_SIGNING_SECRET;
  if (configured) return Buffer.from(configured);
  const file = join(exportsDir(), '.signing-secret');
  const existing = await readFile(file).catch(() => undefined);
  if (existing?.length) return existing;
  await mkdir(exportsDir(), { recursive: true });
  await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  await chmod(file, 0o600);
  return readFile(file);
}

export async function sign(id: string, expires: number): Promise<string> {
  return createHmac('sha256', await secret())
    .update(`${id}\n${expires}`)
    .digest('base64url');
}

/** A local link is good when its signature is this id's and expiry's, and the expiry has not passed. */
export async function verifyLink(id: string, expires: string | null, signature: string | null, now = Date.now()): Promise<boolean> {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(await sign(id, Number(expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
