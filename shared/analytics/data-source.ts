import type { Sql } from 'postgres';

/**
 * Responses built from the synthetic demo say so (docs/design.md#response-headers): X-Data-Source names the
 * source when every record served comes from one, `mixed` otherwise.
 */
export function dataSourceHeaders(sources: Iterable<string>): Record<string, string> {
  const distinct = [...new Set(sources)];
  if (distinct.length === 0) return {};
  return { 'X-Data-Source': distinct.length === 1 ? distinct[0]! : 'mixed' };
}

/**
 * The sources the database holds (dataset_sources, one row per source, written with the rollups at
 * the end of each load): the provenance of an aggregate computed over every record.
 */
export async function loadedSources(sql: Sql): Promise<string[]> {
  return (await sql<{ data_source: string }[]>`select data_source from dataset_sources`).map((r) => r.data_source);
}
