/**
 * The API reference: openapi.json and a Swagger UI page whose assets come from the swagger-ui-dist
 * package (no CDN). The local gateway serves these itself; on AWS one function serves them behind
 * API Gateway without the authorizer, the files copied into its bundle (DOCS_DIR, infra/api.ts).
 * The same pages either way (docs/deployment.md#docs).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '../platform/config.ts';

export interface DocsFile {
  contentType: string;
  body: Buffer;
  /** the Swagger UI files change only with the package: cacheable for a day */
  immutable: boolean;
}

/** The Swagger UI files served under /docs/, with their media types. */
export const DOCS_ASSETS = new Map([
  ['swagger-ui.css', 'text/css'],
  ['swagger-ui-bundle.js', 'application/javascript'],
  ['swagger-ui-standalone-preset.js', 'application/javascript'],
  ['favicon-32x32.png', 'image/png'],
]);

/**
 * Where the files are: DOCS_DIR holds openapi.json and the assets side by side in a bundle; in the
 * repository they are openapi.json at its root and the swagger-ui-dist package.
 */
function locations(): { openapi: string; assets: string } {
  const bundled = config().DOCS_DIR;
  if (bundled) return { openapi: join(bundled, 'openapi.json'), assets: bundled };
  const require = createRequire(import.meta.url);
  return {
    openapi: fileURLToPath(new URL('../../openapi.json', import.meta.url)),
    assets: (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath(),
  };
}

/**
 * The page, its script and the assets refer to each other by absolute paths under `base`: the
 * stage's path on API Gateway (`/prod`), empty locally.
 */
const page = (base: string, demo: DemoKey[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SFR Analytics API reference</title>
<link rel="stylesheet" href="${base}/docs/swagger-ui.css"><link rel="icon" href="${base}/docs/favicon-32x32.png"></head>
<body>${demoNote(demo)}<div id="ui"></div>
<script src="${base}/docs/swagger-ui-bundle.js"></script><script src="${base}/docs/swagger-ui-standalone-preset.js"></script>
<script src="${base}/docs/init.js"></script></body></html>`;

const init = (base: string, demo: DemoKey[]) => {
  const key = pageKey(demo);
  const authorise = key ? `, onComplete: () => window.ui.preauthorizeApiKey('ApiKeyAuth', ${JSON.stringify(key)})` : '';
  return `window.ui = SwaggerUIBundle({ url: '${base}/openapi.json', dom_id: '#ui', deepLinking: true, persistAuthorization: true, presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout'${authorise} });`;
};

/** A demo key the page may show and send (the local gateway's keys; none on AWS). */
export interface DemoKey {
  key: string;
  plan: string;
}

/** The page opens authorised with the Premium demo key, so every example's "Try it out" answers at once. */
const pageKey = (demo: DemoKey[]) => (demo.find((k) => k.plan === 'premium') ?? demo[0])?.key;

const demoNote = (demo: DemoKey[]) =>
  demo.length === 0
    ? ''
    : `<p style="font-family:sans-serif;margin:1em 2em">Local demo: requests go out with <code>${pageKey(demo)}</code> (Authorize to change it). Demo keys: ${demo.map((k) => `<code>${k.key}</code> (${k.plan})`).join(', ')}.</p>`;

let openapi: Promise<Buffer> | undefined;

/** The file at a request path (`/openapi.json`, `/docs`, `/docs/<asset>`), or null when there is none. */
export async function docsFile(path: string, base = '', demo: DemoKey[] = []): Promise<DocsFile | null> {
  const where = locations();
  if (path === '/openapi.json') {
    openapi ??= readFile(where.openapi);
    return { contentType: 'application/json', body: await openapi, immutable: false };
  }
  const match = /^\/docs(?:\/(.*))?$/.exec(path);
  if (!match) return null;
  const file = match[1] ?? '';
  if (file === '' || file === 'index.html')
    return { contentType: 'text/html; charset=utf-8', body: Buffer.from(page(base, demo)), immutable: false };
  if (file === 'init.js') return { contentType: 'application/javascript', body: Buffer.from(init(base, demo)), immutable: false };
  const contentType = DOCS_ASSETS.get(file);
  if (!contentType) return null;
  return { contentType, body: await readFile(join(where.assets, file)), immutable: true };
}
