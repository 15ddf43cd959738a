/**
 * The Nashville sample committed to the repository (data/samples/nashville-housing-sample.ndjson.gz):
 * the parcels that exercise portfolios and resale history, in this order of priority, until the
 * gzip budget is spent:
 *   1. parcels whose owner holds 2+ parcels at one owner address (owner_mail_key);
 *   2. parcels whose owner (normalised name) holds 3+ parcels;
 *   3. parcels sold more than once.
 * Because OwnerAddress is the parcel's own address (nashville.ts), group 1 is small; group 2 is
 * where this file's investors are. Written in property_id order.
 */
import { gzipSync } from 'node:zlib';
import { normalizeName } from '../../shared/analytics/names.ts';
import type { ImportRecord } from '../../shared/properties/records/import-record.ts';
import { mailingKey } from '../ingest/records.ts';

export const NASHVILLE_SAMPLE_MAX_GZIP_BYTES = 1_450_000;

const ownerKey = (r: ImportRecord) => normalizeName(r.owner?.name);

const mailKey = (r: ImportRecord) => {
  const o = r.owner;
  const key = o ? mailingKey(o.formatted_street_address ?? null, o.city ?? null, o.state ?? null, o.zip_code ?? null) : null;
  const name = ownerKey(r);
  return key && name ? `${name}|${key}` : null;
};

function counts(records: readonly ImportRecord[], key: (r: ImportRecord) => string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of records) {
    const k = key(r);
    if (k !== null) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

const gzipSize = (records: readonly ImportRecord[]) => gzipSync(records.map((r) => `${JSON.stringify(r)}\n`).join(''), { level: 9 }).length;

const byId = (a: ImportRecord, b: ImportRecord) => a.property_id - b.property_id;

export function nashvilleSample(records: readonly ImportRecord[], maxGzipBytes: number): ImportRecord[] {
  const perMail = counts(records, mailKey);
  const perOwner = counts(records, ownerKey);
  const priority = (r: ImportRecord): number | null => {
    const mail = mailKey(r);
    const owner = ownerKey(r);
    if (mail !== null && perMail.get(mail)! >= 2) return 1;
    if (owner !== null && perOwner.get(owner)! >= 3) return 2;
    if ((r.transactions?.length ?? 0) >= 2) return 3;
    return null;
  };
  const candidates = records
    .map((r) => ({ r, p: priority(r) }))
    .filter((c): c is { r: ImportRecord; p: number } => c.p !== null)
    .sort((a, b) => a.p - b.p || byId(a.r, b.r))
    .map((c) => c.r);
  // the largest prefix of the priority list that fits the budget
  let fits = 0;
  let tooMany = candidates.length + 1;
  while (tooMany - fits > 1) {
    const mid = Math.floor((fits + tooMany) / 2);
    if (gzipSize(candidates.slice(0, mid).sort(byId)) <= maxGzipBytes) fits = mid;
    else tooMany = mid;
  }
  return candidates.slice(0, fits).sort(byId);
}
