/**
 * npx tsx scripts/address-coverage.ts FILE [--out results.json]
 *
 * How well an imported extract finds itself (docs/addresses.md#coverage-of-a-county-extract): every
 * record of FILE (import NDJSON, already loaded with `npm run import`) is looked up by its recorded
 * one-line address, and every owner mailing-address group of the file by the owner's mailing
 * address, through the code the endpoints call (lookupAddresses, mailingPortfolio), on
 * DATABASE_URL or the embedded database.
 */
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { openDatabase } from '../infra/local/services.ts';
import { mailingKey } from '../loader/ingest/records.ts';
import { addressKey, parseAddress } from '../shared/addresses/index.ts';
import { type AddressLookup, lookupAddresses, lookupProblem } from '../shared/properties/lookup/lookup.ts';
import { mailingPortfolio, PORTFOLIO_LIMIT } from '../shared/properties/lookup/portfolio.ts';
import type { ImportRecord } from '../shared/properties/records/import-record.ts';
import { commandLine } from './command-line.ts';

const USAGE = 'usage: npx tsx scripts/address-coverage.ts FILE [--out results.json]';
const { positionals, values } = commandLine({ allowPositionals: true, options: { out: { type: 'string' } } }, USAGE);
const [file] = positionals;
if (!file) {
  console.error(USAGE);
  process.exit(2);
}

const records: ImportRecord[] = [];
const raw = createReadStream(file);
for await (const line of createInterface({ input: file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw, crlfDelay: Infinity }))
  if (line.trim()) records.push(JSON.parse(line) as ImportRecord);

const oneLine = (street: string, city: string | null | undefined, state: string | null | undefined, zip: string | null | undefined) =>
  `${street}, ${city ?? ''}, ${state ?? ''} ${zip ?? ''}`;

const database = await openDatabase();
const started = performance.now();

const recordedAt = (r: ImportRecord) => {
  const p = parseAddress(oneLine(r.address.formatted_street_address, r.address.city, r.address.state, r.address.zip_code));
  return p ? `${addressKey(p)}|${p.zip}` : null;
};
// How many of the file's parcels are recorded at each address: those sharing one are told apart by nothing in it.
const parcelsAt = new Map<string, number>();
for (const r of records) {
  const at = recordedAt(r);
  if (at) parcelsAt.set(at, (parcelsAt.get(at) ?? 0) + 1);
}

const byAddress = { found: 0, shared_address: 0, wrong: 0, not_found: 0, ambiguous_elsewhere: 0, not_an_address: 0 };
const misses: string[] = [];
const BATCH = 100;
for (let i = 0; i < records.length; i += BATCH) {
  const slice = records.slice(i, i + BATCH);
  const parsed = slice.map((r) =>
    parseAddress(oneLine(r.address.formatted_street_address, r.address.city, r.address.state, r.address.zip_code)),
  );
  // a record without a house number ("LONE OAK RD") cannot be asked for by address: a 400
  const valid = slice.flatMap((r, k) => (lookupProblem(parsed[k]!) ? [] : [{ r, p: parsed[k]! }]));
  const answers = await lookupAddresses(valid.map((v) => v.p));
  byAddress.not_an_address += slice.length - valid.length;
  valid.forEach(({ r }, k) => {
    tally(r, answers[k]!);
  });
}

function tally(record: ImportRecord, answer: AddressLookup) {
  if (answer.kind === 'match') {
    if (answer.match.property.property_id === record.property_id) byAddress.found++;
    else {
      byAddress.wrong++;
      misses.push(`WRONG ${record.property_id} ${record.address.formatted_street_address} -> ${answer.match.normalized}`);
    }
    return;
  }
  // Several parcels recorded at the same address with no unit to tell them apart: the answer is
  // AMBIGUOUS with every one of them (the first 5 listed, candidates_total counting them all).
  if (answer.kind === 'ambiguous') {
    const listed = answer.candidates.some((c) => c.property_id === record.property_id);
    if (listed || answer.total === parcelsAt.get(recordedAt(record) ?? '')) byAddress.shared_address++;
    else byAddress.ambiguous_elsewhere++;
    return;
  }
  byAddress.not_found++;
  if (misses.length < 200) misses.push(`MISS ${record.property_id} ${record.address.formatted_street_address}, ${record.address.zip_code}`);
}

// Owner mailing-address groups as the loader keys them.
const groups = new Map<string, { address: string; ids: number[] }>();
for (const r of records) {
  const o = r.owner;
  const key = o ? mailingKey(o.formatted_street_address ?? null, o.city ?? null, o.state ?? null, o.zip_code ?? null) : null;
  if (!key || !o?.formatted_street_address) continue;
  const group =
    groups.get(key) ?? groups.set(key, { address: oneLine(o.formatted_street_address, o.city, o.state, o.zip_code), ids: [] }).get(key)!;
  group.ids.push(r.property_id);
}
const mailing = { groups: groups.size, complete: 0, incomplete: 0, over_limit: 0 };
const mailingMisses: string[] = [];
for (const group of groups.values()) {
  if (group.ids.length > PORTFOLIO_LIMIT) {
    mailing.over_limit++;
    continue;
  }
  const got = new Set((await mailingPortfolio(group.address)).map((p) => p.property_id));
  if (group.ids.every((id) => got.has(id))) mailing.complete++;
  else {
    mailing.incomplete++;
    if (mailingMisses.length < 100)
      mailingMisses.push(`${group.address}: ${group.ids.filter((id) => !got.has(id)).length} of ${group.ids.length} missing`);
  }
}

const share = (n: number, of: number) => Math.round((n / of) * 10_000) / 100;
const result = {
  file,
  database: database.embedded ? 'embedded PGlite' : 'PostgreSQL',
  records: records.length,
  by_address: {
    ...byAddress,
    found_share: share(byAddress.found, records.length),
    found_or_shared_share: share(byAddress.found + byAddress.shared_address, records.length),
    found_or_shared_share_of_addresses: share(byAddress.found + byAddress.shared_address, records.length - byAddress.not_an_address),
  },
  by_mailing_address: { ...mailing, complete_share: share(mailing.complete, mailing.groups - mailing.over_limit) },
  seconds: Math.round((performance.now() - started) / 100) / 10,
  misses: misses.slice(0, 50),
  mailing_misses: mailingMisses.slice(0, 30),
};
console.log(JSON.stringify(result, null, 2));
if (values.out) await writeFile(values.out, `${JSON.stringify({ ...result, at: new Date().toISOString() }, null, 2)}\n`);
await database.close();
process.exit(0);
