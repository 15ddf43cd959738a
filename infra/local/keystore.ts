/**
 * The local key table: dynalite (a DynamoDB implementation) run in-process, persisted under
 * .data/keys so keys made with `npm run keys` survive restarts. Local mode only.
 */
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { reloadConfig } from '../../shared/platform/config.ts';
import { createKey, ensureKeyTable, resetKeyStoreClient } from '../../shared/platform/keys.ts';
import type { Plan } from '../../shared/platform/plans.ts';

/** Three subscribers, one per plan, each with its own meter (fixed ids, so a restart keeps their counts apart the same way). */
export const DEMO_KEYS: { key: string; plan: Plan; subscriberId: string }[] = [
  { key: 'demo-base-key', plan: 'base', subscriberId: 'sub_demo_base' },
  { key: 'demo-premium-key', plan: 'premium', subscriberId: 'sub_demo_premium' },
  { key: 'demo-unlimited-key', plan: 'unlimited', subscriberId: 'sub_demo_unlimited' },
];

export interface LocalKeyStore {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts dynalite, points the key store client at it (DYNAMODB_ENDPOINT) and creates the table. */
export async function startLocalKeyStore(options: { path?: string; port?: number } = {}): Promise<LocalKeyStore> {
  if (options.path) await mkdir(options.path, { recursive: true });
  const server = dynalite({ path: options.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }) as Server;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  reloadConfig();
  resetKeyStoreClient();
  await ensureKeyTable();
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        resetKeyStoreClient();
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

export async function ensureDemoKeys(): Promise<void> {
  for (const { key, plan, subscriberId } of DEMO_KEYS) await createKey(plan, `demo ${plan}`, key, { subscriberId });
}
