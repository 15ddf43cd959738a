/**
 * Where export files live and how a caller downloads one (docs/exports.md#where-it-runs):
 * - locally (no EXPORTS_BUCKET): under EXPORTS_DIR (default .data/exports), downloaded from the
 *   gateway's /exports/{id}/file with an expiring HMAC-signed link;
 * - on AWS (EXPORTS_BUCKET set): an object in the private, encrypted, lifecycle-expired bucket,
 *   downloaded with a presigned S3 URL.
 * A job writes its file to a local path first (Lambda's /tmp on AWS), then `keep` puts it in place.
 * A file's name is `<id>.<format>`, or for a chunked job's parts and manifest `<id>/<file>`
 * (docs/exports.md#chunked-jobs).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../platform/config.ts';
import { CONTENT_TYPES, FORMATS, type Format } from './formats.ts';

/** A download link is good for an hour, or until the file expires if that is sooner. */
export const LINK_SECONDS = 3600;
/** Files are kept for EXPORT_TTL_HOURS (default 7 days), then deleted (the bucket's lifecycle rule on AWS). */
export const ttlHours = () => config().EXPORT_TTL_HOURS ?? 168;

export interface ExportStorage {
  /** a path to write the file to */
  scratch(name: string): Promise<string>;
  /** puts the written file in place; answers its location */
  keep(file: string, name: string, contentType: string): Promise<string>;
  url(location: string, name: string, expiresAt: Date): Promise<string>;
  remove(location: string): Promise<void>;
}

export function exportStorage(): ExportStorage {
  const bucket = config().EXPORTS_BUCKET;
  return bucket ? s3Storage(bucket) : localStorage();
}

export const exportsDir = () => config().EXPORTS_DIR ?? join(config().DATA_DIR ?? join(process.cwd(), '.data'), 'exports');
export const fileName = (id: string, format: Format) => `${id}.${format}`;
/** A chunked job's part k (1-based), a complete file of its own. */
export const partFile = (part: number, format: Format) => `part-${String(part).padStart(5, '0')}.${format}`;
export const partName = (id: string, part: number, format: Format) => `${id}/${partFile(part, format)}`;
/** A chunked job's manifest: `sha256sum`'s listing of its parts, the file its `url` gives. */
export const manifestName = (id: string) => `${id}/SHA256SUMS`;
export const MANIFEST_TYPE = 'text/plain; charset=utf-8';
/** The file of a name inside a chunked job's folder, as the local download link names it. */
export const JOB_FILE = /^(part-\d{5}\.(csv|ndjson|parquet)|SHA256SUMS)$/;
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** The content type of a file written for a job. */
export const typeOf = (name: string): string => {
  const format = FORMATS.find((f) => name.endsWith(`.${f}`));
  return format ? CONTENT_TYPES[format] : MANIFEST_TYPE;
};

function localStorage(): ExportStorage {
  return {
    async scratch(name) {
      const file = join(exportsDir(), `${name}.tmp`);
      await mkdir(dirname(file), { recursive: true });
      return file;
    },
    async keep(file, name) {
      const location = join(exportsDir(), name);
      await rename(file, location);
      return location;
    },
    async url(_location, name, expiresAt) {
      const expires = Math.floor(Math.min(Date.now() / 1000 + LINK_SECONDS, expiresAt.getTime() / 1000));
      const [id, file] = name.includes('/')
        ? [name.slice(0, name.indexOf('/')), baseName(name)]
        : [name.replace(/\.[a-z]+$/, ''), undefined];
      const query = file ? `file=${file}&` : '';
      return `/exports/${id}/file?${query}expires=${expires}&signature=${await sign(file ? `${id}/${file}` : id, expires)}`;
    },
    async remove(location) {
      await rm(location, { force: true });
    },
  };
}

function s3Storage(bucket: string): ExportStorage {
  const s3 = new S3Client({});
  const key = (name: string) => `exports/${name}`;
  return {
    async scratch(name) {
      return join(tmpdir(), name.replace('/', '-'));
    },
    async keep(file, name, contentType) {
      // multipart for files past 5 GB, a single request below its part size
      await new Upload({
        client: s3,
        params: {
          Bucket: bucket,
          Key: key(name),
          Body: createReadStream(file),
          ContentType: contentType,
          ContentDisposition: `attachment; filename="${name.replace('/', '-')}"`,
          ContentLength: (await stat(file)).size,
        },
      }).done();
      await rm(file, { force: true });
      return key(name);
    },
    async url(location, _name, expiresAt) {
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

/** Signs a job's file: its id, or `<id>/<file>` for a file of a chunked job's. */
export async function sign(subject: string, expires: number): Promise<string> {
  return createHmac('sha256', await secret())
    .update(`${subject}\n${expires}`)
    .digest('base64url');
}

/** A local link is good when its signature is this file's and expiry's, and the expiry has not passed. */
export async function verifyLink(subject: string, expires: string | null, signature: string | null, now = Date.now()): Promise<boolean> {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(await sign(subject, Number(expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
