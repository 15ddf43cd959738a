/** npm run docs:export-columns: writes docs/export-columns.md from the export column tables (shared/exports/columns.ts). */
import { writeFile } from 'node:fs/promises';
import { exportColumnsDoc } from '../shared/exports/columns-doc.ts';

const target = new URL('../docs/export-columns.md', import.meta.url);
await writeFile(target, exportColumnsDoc());
console.log(`wrote ${target.pathname}`);
