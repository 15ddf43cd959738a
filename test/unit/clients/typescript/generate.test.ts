import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { clientSchema } from '../../../../clients/typescript/generate.ts';

describe('the typed TypeScript client', () => {
  it('is generated from the committed openapi.json (run `npm run client` when this fails)', async () => {
    const committed = await readFile(new URL('../../../../clients/typescript/schema.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await clientSchema());
  });
});
