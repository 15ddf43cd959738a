/** npm run migrate: applies pending migrations to DATABASE_URL, or to the embedded database under .data/. */
import { openDatabase } from '../infra/local/services.ts';
import { migrate } from '../shared/platform/db/migrate.ts';

const database = await openDatabase({ migrate: false });
try {
  const ran = await migrate(database.sql);
  console.log(ran.length ? `applied ${ran.join(', ')}` : 'schema is up to date');
} finally {
  await database.close();
}
