/**
 * Entity families through the local gateway: GET /geo-analytics/institutional-ownership and
 * GET /buyer-profiles/{buyerName} with group=family, on a hand-built Wisconsin stock (this file's
 * own state). One landlord holds title under three names mailed to two addresses, and an unrelated
 * landlord shares one of them (a registered agent's address): by name no owner reaches 100 homes,
 * as a family the landlord holds 125.
 */
import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../../shared/buyer-profiles/schemas.ts';
import { InstitutionalOwnershipResponse } from '../../../shared/geo-analytics/schemas.ts';
import type { ImportRecord } from '../../../shared/properties/records/import-record.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const ID = 8_870_000;
const PO_BOX = { formatted_street_address: 'PO BOX 100', city: 'MADISON', state: 'WI', zip_code: '53701' };
const HEAD_OFFICE = { formatted_street_address: '1 E MAIN ST', city: 'MADISON', state: 'WI', zip_code: '53703' };
const HOMES = 'Badger Crest Homes, LLC';
const SFR = 'Badger Crest SFR Property WI LP';
const BORROWER = 'BC Borrower 2021-1 LLC';
const AGENT_CLIENT = 'Lakefront Rentals LLC';

let next = 0;
const home = (owner: string, mailing: typeof PO_BOX, bought: boolean): ImportRecord => {
  next++;
  return property(ID + next, `${next} W Wells St`, {
    zip: next % 2 ? '53202' : '53203',
    city: 'MILWAUKEE',
    state: 'WI',
    lat: 43.04,
    lon: -87.91,
    property_type: 'Single Family Residential',
    owner: { name: owner, ...mailing } as never,
    transactions: bought ? [sale(`2024-0${1 + (next % 9)}-10`, 200_000 + next * 100, owner, `Seller ${next}`)] : [],
  });
};
const times = (n: number, make: (i: number) => ImportRecord) => Array.from({ length: n }, (_, i) => make(i));

// Badger Crest: 70 homes as Homes LLC (60 to the PO box, 10 to the head office; 20 bought in 2024),
// 30 as its SFR vehicle (head office; 5 bought), 25 moved into its borrower (PO box; none bought
// by it). Lakefront: 5 homes mailed to the same PO box, 2 bought.
const RECORDS = [
  ...times(60, (i) => home(HOMES, PO_BOX, i < 20)),
  ...times(10, () => home(HOMES, HEAD_OFFICE, false)),
  ...times(30, (i) => home(SFR, HEAD_OFFICE, i < 5)),
  ...times(25, () => home(BORROWER, PO_BOX, false)),
  ...times(5, (i) => home(AGENT_CLIENT, PO_BOX, i < 2)),
];
const FAMILY_NAMES = ['BADGER CREST HOMES LLC', 'BADGER CREST SFR PROPERTY WI LP', 'BC BORROWER 2021 1 LLC'];

describe('entity families', () => {
  const { api } = withState('WI', RECORDS, { rollups: true });
  const ownership = async (group?: string) => {
    const res = await api.get(`/geo-analytics/institutional-ownership?search_type=state&state=WI${group ? `&group=${group}` : ''}`);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return InstitutionalOwnershipResponse.parse(JSON.parse(text));
  };
  const tier = (body: Awaited<ReturnType<typeof ownership>>, name: string) => body.ownership_by_tier.find((t) => t.tier === name)?.count;

  it('institutional ownership by name: no name reaches 100 homes', async () => {
    const body = await ownership();
    expect(body.group).toBe('name');
    expect(body.top_institutional_owners).toEqual([]);
    expect(body.institutional.count).toBe(0);
    expect([tier(body, '10-99'), tier(body, '2-9')]).toEqual([125, 5]);
  });

  it('institutional ownership by family: the three names are one owner of 125 homes; the agent client stays apart', async () => {
    const body = await ownership('family');
    expect(body.group).toBe('family');
    expect(body.top_institutional_owners).toEqual([
      {
        owner_name: 'BADGER CREST HOMES LLC',
        tier: '100-999',
        single_family_properties: 125,
        share_of_single_family: 0.9615,
        portfolio_size: 125,
        family_names: FAMILY_NAMES,
      },
    ]);
    expect(body.institutional.count).toBe(125);
    expect([tier(body, '100-999'), tier(body, '10-99'), tier(body, '2-9')]).toEqual([125, 0, 5]);
  });

  it('a family name that never bought is a 404 naming its family; with group=family it is the family', async () => {
    const missing = await expectProblem(await api.get(`/buyer-profiles/${encodeURIComponent(BORROWER)}`, KEYS.premium), 404);
    expect(missing.detail).toContain('BADGER CREST HOMES LLC');
    expect((missing as unknown as { family: unknown }).family).toEqual({ name: 'BADGER CREST HOMES LLC', names: FAMILY_NAMES });

    const res = await api.get(
      `/buyer-profiles/${encodeURIComponent('bc borrower 2021-1, l.l.c.')}?group=family&page_size=100`,
      KEYS.premium,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProfileResponse;
    expect(body.buyer.name).toBe('BADGER CREST HOMES LLC');
    expect(body.buyer.family).toEqual({ name: 'BADGER CREST HOMES LLC', names: FAMILY_NAMES });
    expect(body.summary).toMatchObject({ portfolio_size: 125, portfolio_tier: '100-999', purchases: 25 });
    expect(body.portfolio.meta).toMatchObject({ total: 125, has_more: true });
    expect(body.portfolio.data).toHaveLength(100);
    expect(body.buyer.name_variants.map((v) => v.name).sort()).toEqual([HOMES, SFR]);
  });

  it('by name, a family member is itself alone', async () => {
    const res = await api.get(`/buyer-profiles/${encodeURIComponent(HOMES)}`, KEYS.premium);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProfileResponse;
    expect(body.buyer).toMatchObject({ name: 'BADGER CREST HOMES LLC', family: null });
    expect(body.summary).toMatchObject({ portfolio_size: 70, purchases: 20 });
  });

  it('a name in no family is its own family', async () => {
    const res = await api.get(`/buyer-profiles/${encodeURIComponent(AGENT_CLIENT)}?group=family`, KEYS.premium);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProfileResponse;
    expect(body.buyer.family).toEqual({ name: 'LAKEFRONT RENTALS LLC', names: ['LAKEFRONT RENTALS LLC'] });
    expect(body.summary).toMatchObject({ portfolio_size: 5, purchases: 2 });
  });

  it('an unknown group is a 400 naming it', async () => {
    const problem = await expectProblem(
      await api.get('/geo-analytics/institutional-ownership?search_type=state&state=WI&group=families'),
      400,
    );
    expect(problem.errors?.map((e) => e.path)).toContain('query.group');
  });
});
