/**
 * What the server behind a connection can do. PGlite speaks the PostgreSQL protocol but cannot
 * take COPY FROM STDIN over its socket, and a process cannot tell it is talking to PGlite from
 * its DATABASE_URL alone (a CLI run beside `npm start` or the tests reaches PGlite by URL).
 */
import type { Sql } from 'postgres';

export async function supportsCopy(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ version: string }[]>`select version()`;
  return !/PGlite|emscripten/i.test(row?.version ?? '');
}
