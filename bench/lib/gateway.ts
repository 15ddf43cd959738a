/**
 * The local gateway as a process of its own (as in production each endpoint is a Lambda apart
 * from the load generator), its memory, and the sample inputs the endpoints of bench/endpoints.ts
 * draw their requests from. Used by the soak and the fault run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type postgres from 'postgres';
import type { Samples } from '../endpoints.ts';

export interface Gateway {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `env` goes on top of this process's environment; undefined removes a variable; `onOutput` reads
 * what the gateway prints once it serves. Each gateway has
 * a data directory, so a key table, of its own: another `npm start` or benchmark gateway running
 * on the machine is neither reused nor disturbed.
 */
export function startGateway(env: Record<string, string | undefined>, onOutput?: (text: string) => void): Promise<Gateway> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfr-gateway-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/server.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'ERROR',
        DEMO_PROPERTIES: '0',
        DATA_DIR: dataDir,
        DYNAMODB_ENDPOINT: undefined,
        ...env,
      }).filter(([, v]) => v !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve())).then(() =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /API:\s+(http:\/\/\S+)/.exec(out);
      if (m) {
        // the gateway keeps logging: the pipe is drained (or read by onOutput) so a full buffer cannot stall it
        child.stdout.removeAllListeners('data');
        if (onOutput) child.stdout.on('data', (more: Buffer) => onOutput(more.toString()));
        else child.stdout.resume();
        resolve({
          url: m[1]!,
          pid: child.pid!,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}: ${out}`)));
  });
}

/**
 * The gateway's memory: its process and, with GATEWAY_WORKERS, its workers, summed (for VmHWM a sum
 * of each one's peak). NaN once the process is gone, so a sampler racing its exit does not throw.
 */
export function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children].reduce((sum, p) => sum + ownMemoryMiB(p, field), 0);
  } catch {
    return NaN;
  }
}

function ownMemoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** A fixed, spread-out sample of the stored data (the same every run on the same database). */
export async function loadSamples(sql: postgres.Sql): Promise<Samples> {
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from properties`;
  if (n === 0) throw new Error('the database holds no properties');
  const rows = await sql<{ address: string; state: string }[]>`
    select address_key || ', ' || city || ', ' || state || ' ' || zip as address, state
    from properties where property_id % ${Math.max(1, Math.floor(n / 2000))} = 0 order by property_id limit 2000`;
  const states = [...new Set(rows.map((r) => r.state))];
  const cities = await sql<{ city: string; state: string }[]>`
    select distinct on (state) city, state from (select state, city, count(*) as n from properties group by state, city) c order by state, n desc`;
  const metros = (
    await sql<
      { cbsa_code: string }[]
    >`select cbsa_code from properties where cbsa_code is not null group by cbsa_code order by count(*) desc limit 5`
  ).map((r) => r.cbsa_code);
  const zips = await sql<{ cbsa_code: string; zip: string }[]>`
    select cbsa_code, zip from properties where cbsa_code = any(${metros}) group by cbsa_code, zip order by cbsa_code, count(*) desc`;
  const zipGroups = metros.flatMap((m) => {
    const of = zips.filter((z) => z.cbsa_code === m).map((z) => z.zip);
    return Array.from({ length: Math.floor(of.length / 5) }, (_, k) => of.slice(k * 5, k * 5 + 5)).slice(0, 8);
  });
  const largestBuyers = (await sql<{ buyer_key: string }[]>`select buyer_key from buyer_stats order by portfolio_size desc limit 3`).map(
    (r) => r.buyer_key,
  );
  return { addresses: rows.map((r) => r.address), states, cities, metros, zipGroups, largestBuyers };
}
