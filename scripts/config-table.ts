/**
 * Rewrites docs/configuration.md's table from shared/platform/config.ts (the one place every
 * variable is declared); test/unit/shared/platform/config.test.ts fails while it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { configTable } from '../shared/platform/config.ts';

const path = new URL('../docs/configuration.md', import.meta.url);
const readme = readFileSync(path, 'utf8');
const start = readme.indexOf('| variable ');
if (start < 0) throw new Error('docs/configuration.md has no configuration table');
const end = readme.indexOf('\n\n', start);
writeFileSync(path, `${readme.slice(0, start)}${configTable()}${end < 0 ? '\n' : readme.slice(end)}`);
