/**
 * npm run client: regenerates the typed TypeScript client's types (clients/typescript/schema.ts)
 * from the committed openapi.json with openapi-typescript. A unit test fails when the committed
 * file is stale, so a contract change reaches the client in the same commit.
 */
import { writeFile } from 'node:fs/promises';
import { clientSchema } from '../clients/typescript/generate.ts';

const target = new URL('../clients/typescript/schema.ts', import.meta.url);
await writeFile(target, await clientSchema());
console.log(`wrote ${target.pathname}`);
