/**
 * The address-variant table (test/support/address-variants.ts, docs/addresses.md#precision-and-recall)
 * through GET /properties/batch: every variant answers as the table says, no variant returns a wrong
 * property (precision 100%), and recall is reported. The records are this file's (ids 9_960_000+),
 * loaded and cleared by id while holding their states' turn (withRecords).
 */
import { describe, expect, it } from 'vitest';
import { BatchResponse } from '../../../shared/properties/schemas.ts';
import { type Expected, idOf, VARIANT_RECORDS, VARIANTS } from '../../support/address-variants.ts';
import { KEYS } from '../../support/api.ts';
import { withApi, withRecords } from '../../support/fixture.ts';

withRecords(VARIANT_RECORDS);
const api = withApi();

type Answer = { property_id: number; level: string } | 'ambiguous' | 'none';

async function answers(addresses: string[]): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < addresses.length; i += 100) {
    const query = new URLSearchParams({ addresses: addresses.slice(i, i + 100).join('|') });
    const res = await api.get(`/properties/batch?${query}`, KEYS.premium);
    expect(res.status).toBe(200);
    for (const e of BatchResponse.parse(await res.json())) {
      if (e.property && e.match) out.push({ property_id: e.property.property_id, level: e.match.level });
      else out.push(e.error?.code === 'AMBIGUOUS' ? 'ambiguous' : 'none');
    }
  }
  return out;
}

/** What the answer says of the expectation: the property meant found, a wrong property, or neither. */
function judge(expected: Expected, answer: Answer): { agrees: boolean; wrong: boolean; meant: boolean; found: boolean } {
  const returned = typeof answer === 'object' ? answer.property_id : null;
  const [what, detail] = expected;
  if (what === 'miss') return { agrees: answer === 'none', wrong: returned !== null, meant: false, found: false };
  if (what === 'ambiguous') return { agrees: answer === 'ambiguous', wrong: returned !== null, meant: false, found: false };
  const id = idOf(what === 'known_miss' ? detail! : what);
  const found = returned === id;
  const wrong = returned !== null && !found;
  if (what === 'known_miss') return { agrees: returned === null, wrong, meant: true, found };
  return { agrees: found && typeof answer === 'object' && answer.level === detail, wrong, meant: true, found };
}

describe('the address-variant table', () => {
  it('answers every variant as the table says, with no wrong property', async () => {
    expect(VARIANTS.length).toBeGreaterThanOrEqual(300);
    const got = await answers(VARIANTS.map(([address]) => address));
    const judged = VARIANTS.map(([address, expected], i) => ({ address, expected, answer: got[i]!, ...judge(expected, got[i]!) }));
    const returned = judged.filter((j) => typeof j.answer === 'object').length;
    const wrong = judged.filter((j) => j.wrong).length;
    const meant = judged.filter((j) => j.meant).length;
    const found = judged.filter((j) => j.found).length;
    const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
    console.log(
      `address variants: ${VARIANTS.length} rows, ${meant} naming a property; ` +
        `precision ${pct(returned - wrong, returned)} (${returned} properties returned, ${wrong} wrong); ` +
        `recall ${pct(found, meant)} (${found} of ${meant} found)`,
    );
    expect(
      judged.filter((j) => !j.agrees).map((j) => `${j.address}: expected ${JSON.stringify(j.expected)}, got ${JSON.stringify(j.answer)}`),
    ).toEqual([]);
    expect(wrong).toBe(0);
  });
});
