/**
 * One database and one key store for the whole run: embedded PGlite (or DATABASE_URL when set,
 * as CI does for the real-PostgreSQL pass), migrated, with the real geography loaded, plus an
 * in-memory dynalite with the demo keys. Test files reach them through inject().
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDemoKeys, startLocalKeyStore } from '../../infra/local/keystore.ts';
import { prepareData } from '../../infra/local/prepare-data.ts';
import { openDatabase } from '../../infra/local/services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    dynamoEndpoint: string;
    embeddedDatabase: boolean;
    /** where each test file writes the property ids it loads (db.ts's claimIds) */
    idClaimsDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sfr-test-'));
  const database = await openDatabase({ dataDir });
  await prepareData(database.sql, { log: () => {}, seedDemo: false });
  const keyStore = await startLocalKeyStore();
  await ensureDemoKeys();
  project.provide('databaseUrl', database.url);
  project.provide('dynamoEndpoint', keyStore.endpoint);
  project.provide('embeddedDatabase', database.embedded);
  project.provide('idClaimsDir', join(dataDir, 'id-claims'));
  return async () => {
    await keyStore.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
