/**
 * `tsx infra/bundle.ts <handler> <outdir> [<copies as JSON>]`: builds one function's bundle with
 * buildBundle. The stack's assets run it in a child process because CDK bundles synchronously and
 * esbuild's plugins (ZOD_ENGLISH_ONLY) run only in its asynchronous build.
 */
import { type BundleAssets, buildBundle } from './bundling.ts';

const [entry, outdir, copies = '[]'] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('usage: tsx infra/bundle.ts <handler> <outdir> [<copies as JSON>]');
await buildBundle(entry, outdir, { copies: JSON.parse(copies) as BundleAssets['copies'], env: {} });
