/**
 * One export job through the gateway, as a client runs it: POST /exports, poll GET /exports/{id}
 * until it ends, download the file and check it against the job's bytes and sha256.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { KEYS, type TestApi } from './api.ts';
import { until } from './wait.ts';

export async function exportFile(api: TestApi, body: object, options: { key?: string; timeoutMs?: number } = {}) {
  const key = options.key ?? KEYS.unlimited;
  const created = await api.post('/exports', body, key);
  expect(created.status, await created.clone().text()).toBe(202);
  const { id, status } = (await created.json()) as { id: string; status: string };
  expect(status).toBe('queued');
  let job: Record<string, unknown> = {};
  await until(
    async () => {
      job = (await (await api.get(`/exports/${id}`, key)).json()) as Record<string, unknown>;
      return job.status === 'succeeded' || job.status === 'failed';
    },
    `export ${id}`,
    options.timeoutMs ?? 60_000,
  );
  expect(job.status, String(job.error)).toBe('succeeded');
  const download = await fetch(new URL(job.url as string, api.url));
  expect(download.status).toBe(200);
  const bytes = Buffer.from(await download.arrayBuffer());
  expect(bytes.length).toBe(job.bytes);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(job.sha256);
  return { id, job, bytes, contentType: download.headers.get('content-type') };
}
