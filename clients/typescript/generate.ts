/** The client's types, as openapi-typescript writes them from openapi.json (npm run client). */
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = '/* Generated from openapi.json by openapi-typescript (npm run client). Do not edit. */\n\n';

export async function clientSchema(): Promise<string> {
  const document = JSON.parse(await readFile(new URL('../../openapi.json', import.meta.url), 'utf8'));
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}
