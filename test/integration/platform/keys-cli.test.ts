import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hashKey, resolveKey } from '../../../shared/platform/keys.ts';

const run = promisify(execFile);
const keys = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/keys.ts', ...args], { env: process.env, cwd: new URL('../../..', import.meta.url).pathname });

describe('npm run keys', () => {
  it('creates a key whose plaintext is printed once and stored only as a hash, lists it, revokes it', async () => {
    const created = await keys('create', '--plan', 'premium', '--owner', 'CLI test owner');
    const key = /key:\s+(\S+)/.exec(created.stdout)![1]!;
    expect(key).toMatch(/^sfr_/);
    expect((await resolveKey(key))?.plan).toBe('premium');

    const listed = (await keys('list')).stdout;
    expect(listed).toContain('CLI test owner');
    expect(listed).toContain(hashKey(key).slice(0, 16));
    expect(listed).not.toContain(key);

    await keys('revoke', hashKey(key).slice(0, 12));
    expect(await resolveKey(key)).toBeNull();
  });

  it('refuses an unknown plan with exit code 2', async () => {
    await expect(keys('create', '--plan', 'gold', '--owner', 'x')).rejects.toMatchObject({ code: 2 });
  });
});
