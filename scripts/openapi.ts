/** npm run openapi: regenerates the committed openapi.json from the route registry. */
import { writeFile } from 'node:fs/promises';
import { buildOpenApi } from '../shared/openapi.ts';

const target = new URL('../openapi.json', import.meta.url);
await writeFile(target, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
