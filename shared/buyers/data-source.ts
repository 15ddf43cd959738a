/**
 * X-Data-Source of the buyer analytics (docs/design.md#response-headers). Their figures are computed over every
 * record in the database, so the header names the sources the database holds (dataset_sources,
 * written with the rollups at the end of each load): `synthetic-demo` for the demo market.
 */

import { dataSourceHeaders, loadedSources } from '../analytics/data-source.ts';
import { db } from '../platform/db/client.ts';

export async function datasetSourceHeaders(): Promise<Record<string, string>> {
  return dataSourceHeaders(await loadedSources(await db()));
}
