/**
 * GET /properties/by-address through the local gateway, on properties this file loads (New Mexico is its own).
 */
import { describe, expect, it } from 'vitest';
import { PropertyRecord } from '../../../shared/properties/records/record-schema.ts';
import { expectProblem, KEYS } from '../../support/api.ts';
import { withState } from '../../support/fixture.ts';
import { property } from '../../support/records.ts';

const SF = { zip: '87501', city: 'SANTA FE', state: 'NM', lat: 35.687, lon: -105.9378 };

const { api } = withState('NM', [
  property(9_200_001, '123 N Main St', {
    ...SF,
    owner: {
      name: 'Ortiz Ana',
      formatted_street_address: '9 Elm St',
      city: 'Denver',
      state: 'CO',
      zip_code: '80202',
      owner_occupied: false,
    } as never,
    vacant: false,
    owner_type: 'Individual',
  }),
  property(9_200_002, '40 Pearl St Apt 2', SF),
  property(9_200_003, '40 Pearl St Apt 3', SF),
  property(9_200_004, '7 Canyon Rd Unit B', SF),
  property(9_200_005, '15 W San Francisco St', SF),
]);

const lookup = (address: string, key: string | null = KEYS.premium) =>
  api.get(`/properties/by-address?address=${encodeURIComponent(address)}`, key);

describe('GET /properties/by-address', () => {
  it.each([
    ['123 N Main St, Santa Fe, NM 87501', 9_200_001, 'exact'],
    ['123 North Main Street, Santa Fe, New Mexico 87501', 9_200_001, 'exact'],
    ['123 n. main st santa fe nm 87501', 9_200_001, 'exact'],
    ['123 N MAIN ST, SANTA FE, NM 87501-1234, USA', 9_200_001, 'exact'],
    ['123 N Main St, Santa Fe, NM', 9_200_001, 'exact'],
    ['40 Pearl St #2, Santa Fe, NM 87501', 9_200_002, 'exact'],
    ['40 Pearl Street Apartment 3, 87501', 9_200_003, 'exact'],
    ['7 Canyon Road, Santa Fe NM 87501', 9_200_004, 'unit_dropped'],
    ['15 West San Francisco Street Suite 200, Santa Fe, NM 87501', 9_200_005, 'unit_dropped'],
    ['123 N Mian St, Santa Fe, NM 87501', 9_200_001, 'near'],
  ])('%s -> property %i (%s)', async (address, id, level) => {
    const res = await lookup(address);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-address-match')).toBe(level);
    const body = PropertyRecord.parse(await res.json());
    expect(body.property_id).toBe(id);
  });

  it('says which normalised address it matched, and where the data comes from', async () => {
    const res = await lookup('123 north main street, santa fe, nm 87501');
    expect(res.headers.get('x-address-normalized')).toBe('123 N MAIN ST, SANTA FE, NM 87501');
    expect(res.headers.get('x-data-source')).toBe('test');
  });

  it('returns the full record with every field present, nulls kept as nulls', async () => {
    const body = (await (await lookup('123 N Main St, Santa Fe, NM 87501')).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(PropertyRecord.shape).sort());
    expect(body.tax_amount).toBeNull();
    expect(body.address).toMatchObject({
      formatted_street_address: '123 N Main St',
      street_number: '123',
      street_pre_direction: 'N',
      street_name: 'MAIN',
      street_suffix: 'ST',
      zip_code: '87501',
    });
  });

  it('shows Premium-only fields to premium and unlimited keys and nulls them for base keys', async () => {
    const premium = PropertyRecord.parse(await (await lookup('123 N Main St, Santa Fe, NM 87501', KEYS.premium)).json());
    const unlimited = PropertyRecord.parse(await (await lookup('123 N Main St, Santa Fe, NM 87501', KEYS.unlimited)).json());
    const base = PropertyRecord.parse(await (await lookup('123 N Main St, Santa Fe, NM 87501', KEYS.base)).json());
    expect(premium.owner?.name).toBe('Ortiz Ana');
    expect(premium.vacant).toBe(false);
    expect(premium.owner_type).toBe('Individual');
    expect(unlimited.owner?.name).toBe('Ortiz Ana');
    expect(base).toMatchObject({ owner: null, vacant: null, pre_foreclosure: null, owner_type: null });
    expect(base.address).toEqual(premium.address);
  });

  it('answers 404 problem+json for an address with no property', async () => {
    await expectProblem(await lookup('999 N Main St, Santa Fe, NM 87501'), 404);
    await expectProblem(await lookup('123 N Main St, Albuquerque, NM 87102'), 404);
  });

  it.each([
    ['an unrecognisable address', '!!!'],
    ['no street number', 'Main Street'],
    ['no zip and no city', '123 Main St'],
  ])('answers 400 for %s', async (_what, address) => {
    const problem = await expectProblem(await lookup(address), 400);
    expect(problem.errors?.[0]?.path).toBe('query.address');
  });

  it('answers 400 naming the parameter when address is missing or empty', async () => {
    expect((await expectProblem(await api.get('/properties/by-address'), 400)).errors?.[0]?.path).toBe('query.address');
    await expectProblem(await api.get('/properties/by-address?address='), 400);
  });

  it('answers 401 without a key', async () => {
    await expectProblem(await lookup('123 N Main St, Santa Fe, NM 87501', null), 401);
  });
});
