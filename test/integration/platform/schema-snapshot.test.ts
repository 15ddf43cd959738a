/**
 * migrations/schema.sql is the schema the migrations build: the test database (migrated from
 * scratch by the test set-up, PGlite or PostgreSQL) holds exactly the schema the file shows. Only
 * the catalog is read, so the file can share the database with the others.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles } from '../../../shared/platform/db/migrate.ts';
import { schemaSnapshot } from '../../../shared/platform/db/schema-snapshot.ts';
import { withSql } from '../../support/fixture.ts';

const sql = withSql();

describe('migrations/schema.sql', () => {
  it('is the schema of the migrated database', async () => {
    const committed = await readFile(new URL('schema.sql', MIGRATIONS_DIR), 'utf8').catch(() => '(no migrations/schema.sql)');
    expect(committed, 'migrations/schema.sql is not the schema the migrations build: run npm run schema').toBe(await schemaSnapshot(sql));
  });

  it('is not a migration: the runner takes only the numbered files', async () => {
    const files = await migrationFiles();
    expect(files).not.toContain('schema.sql');
    expect(files.every((f) => /^\d{4}_/.test(f))).toBe(true);
  });
});
