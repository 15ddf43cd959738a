/** npm run client:python: regenerates the Python client's endpoint helpers from the committed openapi.json (clients/python/generate.ts). */
import { writeFile } from 'node:fs/promises';
import { pythonEndpoints } from '../clients/python/generate.ts';

const target = new URL('../clients/python/sfr_analytics/endpoints.py', import.meta.url);
await writeFile(target, await pythonEndpoints());
console.log(`wrote ${target.pathname}`);
