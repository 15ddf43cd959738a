/** Geography points and distances, as every nearby scan writes them. */
import type { Sql, TransactionSql } from 'postgres';

export const METERS_PER_MILE = 1609.344;

/**
 * A point as an InitPlan, computed once per statement: in a generic plan (a prepared statement run
 * a few times) a bare expression of the parameters would be computed again for every row.
 */
export const geographyPoint = (sql: Sql | TransactionSql, p: { lat: number; lon: number }) =>
  sql`(select st_setsrid(st_makepoint(${p.lon}::float8, ${p.lat}::float8), 4326)::geography)`;
