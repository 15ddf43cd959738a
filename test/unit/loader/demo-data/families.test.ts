/**
 * Entity families found on the demo's owners, scored pair by pair against the simulator's own
 * labels: an institution holds title under its name, its brand's vehicles and its initials'
 * borrowers (loader/demo-data/names.ts); every other entity is its own. The published figures
 * (docs/analytics-definitions.md#entity-families) are this measurement at 100,000 homes.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../../loader/demo-data/index.ts';
import { INSTITUTIONS } from '../../../../loader/demo-data/names.ts';
import { mailingKey } from '../../../../loader/ingest/records.ts';
import { entityFamilies, type FamilyCandidate } from '../../../../shared/analytics/families.ts';
import { nameIdentity } from '../../../../shared/analytics/identity.ts';
import { isEntityName } from '../../../../shared/analytics/names.ts';

/** The institution a name is the simulator's vehicle of, or the name itself. */
const label = (key: string) =>
  INSTITUTIONS.find((i) => key.startsWith(`${i.base} `) || key.startsWith(`${i.brand} `) || key.startsWith(`${i.initials} BORROWER `))
    ?.base ?? key;

function candidates(properties: number): FamilyCandidate[] {
  const rows = new Map<string, FamilyCandidate>();
  for (const r of simulate({ properties, seed: 20260930 })) {
    const o = r.owner;
    const key = nameIdentity(o?.name);
    const mail = mailingKey(o?.formatted_street_address ?? null, o?.city ?? null, o?.state ?? null, o?.zip_code ?? null);
    if (!key || !mail || !isEntityName(key)) continue;
    const row = rows.get(`${key}|${mail}`) ?? { key, mail, properties: 0 };
    row.properties++;
    rows.set(`${key}|${mail}`, row);
  }
  return [...rows.values()];
}

describe("the demo's entity families", () => {
  it('link the names of one institution and nothing else (pair precision and recall)', () => {
    const rows = candidates(10_000);
    const family = entityFamilies(rows);
    const names = [...new Set(rows.map((r) => r.key))];
    let [linkedSame, linkedApart, missed] = [0, 0, 0];
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1)) {
        const same = label(a) === label(b);
        const linked = family.has(a) && family.get(a) === family.get(b);
        if (linked && same) linkedSame++;
        else if (linked) linkedApart++;
        else if (same) missed++;
      }
    expect(linkedSame).toBeGreaterThan(100);
    expect(linkedSame / (linkedSame + linkedApart)).toBeGreaterThanOrEqual(0.95);
    expect(linkedSame / (linkedSame + missed)).toBeGreaterThanOrEqual(0.9);
  });
});
