import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configTable, parseConfig, VARIABLES } from '../../../../shared/platform/config.ts';

describe('parseConfig', () => {
  it('leaves what is unset (or empty) undefined, for the reader’s default', () => {
    const config = parseConfig({ NEARBY_CANDIDATE_LIMIT: '', PORT: undefined });
    expect(config.NEARBY_CANDIDATE_LIMIT).toBeUndefined();
    expect(config.PORT).toBeUndefined();
  });

  it.each([
    ['NEARBY_CANDIDATE_LIMIT', '7', 7],
    ['SEARCH_TOTAL_TTL_MS', '0', 0],
    ['DB_POOL_MAX', '4', 4],
    ['THROTTLE', 'off', 'off'],
    ['USAGE_METER', 'api-gateway', 'api-gateway'],
    ['DATABASE_URL', 'postgres://x@h/db', 'postgres://x@h/db'],
  ] as const)('reads %s=%s as %j', (name, text, value) => {
    expect(parseConfig({ [name]: text })[name]).toBe(value);
  });

  it.each([
    ['NEARBY_CANDIDATE_LIMIT', '0'],
    ['NEARBY_CANDIDATE_LIMIT', '2.5'],
    ['NEARBY_CANDIDATE_LIMIT', 'many'],
    ['DB_POOL_MAX', '-1'],
    ['THROTTLE', 'no'],
    ['USAGE_METER', 'dynamo'],
  ])('refuses %s=%s, naming the variable', (name, text) => {
    expect(() => parseConfig({ [name]: text })).toThrow(new RegExp(`invalid configuration: ${name}:`));
  });

  it('ignores variables it does not declare', () => {
    expect(parseConfig({ HOME: '/root' })).not.toHaveProperty('HOME');
  });
});

describe('the configuration table (docs/configuration.md)', () => {
  it('is generated from the declared variables (run `npm run config-table` when this fails)', () => {
    const readme = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');
    expect(readme).toContain(configTable());
  });

  it('lists every variable a user may set, and a reader for each', () => {
    for (const [name, v] of Object.entries(VARIABLES)) {
      expect(v.readers.length, name).toBeGreaterThan(0);
      if (!('internal' in v)) expect(configTable()).toContain(`\`${name}\``);
    }
  });
});
