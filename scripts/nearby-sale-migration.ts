/**
 * npm run migration:nearby-sale: after a change to the nearby-sale field table
 * (shared/properties/nearby/sale-fields.ts), writes the database functions it renders
 * (shared/properties/nearby/sale-sql.ts) as the next numbered migration. Nothing is written when
 * the newest migration defining them already is that text.
 */
import { writeFile } from 'node:fs/promises';
import { MIGRATIONS_DIR, migrationFiles } from '../shared/platform/db/migrate.ts';
import { migrationSql, newestDefinition } from '../shared/properties/nearby/sale-sql.ts';

const text = migrationSql();
const newest = await newestDefinition();
if (newest?.text === text) {
  console.log(`migrations/${newest.file} already defines the nearby-sale functions of the field table`);
} else {
  const last = (await migrationFiles()).at(-1) ?? '0000';
  const file = `${String(Number(last.slice(0, 4)) + 1).padStart(4, '0')}_nearby_sale_fields.sql`;
  await writeFile(new URL(file, MIGRATIONS_DIR), text);
  console.log(`wrote migrations/${file}`);
}
