/**
 * How every function is bundled: one esbuild configuration, read by the CDK stack (cdkBundling, for
 * NodejsFunction) and by the bundled-handler test (buildBundle), so the test runs the code the stack
 * deploys. Files a function reads at run time (migrations, the geography reference, the API
 * reference) are copied beside its bundle, and the environment tells the code where they are.
 */
import { cp, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The esbuild settings (esbuild's own option names). */
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

/** The assets of several kinds as one. */
export const assets = (...kinds: BundleAssets[]): BundleAssets => ({
  copies: kinds.flatMap((k) => k.copies),
  env: Object.assign({}, ...kinds.map((k) => k.env)),
});

/** The variables pointing a function at its assets, for a bundle in `dir` (/var/task on Lambda). */
export const assetEnvironment = (bundled: BundleAssets, dir: string): Record<string, string> =>
  Object.fromEntries(Object.entries(bundled.env).map(([name, path]) => [name, join(dir, path)]));

/** NodejsFunction's form of ESBUILD, with the copies made after esbuild ran. */
export function cdkBundling({ copies }: BundleAssets = { copies: [], env: {} }): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: ESBUILD.target,
    minify: ESBUILD.minify,
    sourceMap: ESBUILD.sourcemap,
    mainFields: [...ESBUILD.mainFields],
    externalModules: [...ESBUILD.external],
    banner: ESBUILD.banner.js,
    ...(copies.length
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (inputDir: string, outputDir: string) =>
              copies.map((c) => `mkdir -p "${outputDir}/${dirname(c.to)}" && cp -R "${inputDir}/${c.from}" "${outputDir}/${c.to}"`),
          },
        }
      : {}),
  };
}

/** Builds one handler as the stack does, into `outdir` (index.mjs and its copies). */
export async function buildBundle(entry: string, outdir: string, { copies }: BundleAssets = { copies: [], env: {} }): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(outdir, 'index.mjs');
  await build({
    ...ESBUILD,
    mainFields: [...ESBUILD.mainFields],
    external: [...ESBUILD.external],
    entryPoints: [join(ROOT, entry)],
    outfile,
    logLevel: 'warning',
  });
  for (const c of copies) {
    await mkdir(dirname(join(outdir, c.to)), { recursive: true });
    await cp(join(ROOT, c.from), join(outdir, c.to), { recursive: true });
  }
  return outfile;
}
