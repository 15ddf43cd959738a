/**
 * The layout rules of docs/design.md#layout, checked on the import graph and on real bundles:
 * the domain never imports the HTTP layer, the loader never reaches it, and a handler imports only
 * its own area's routes, so its Lambda bundle carries only its own area.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../shared/routes.ts';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../..'));
const HTTP = 'shared/platform/http/';

/**
 * The areas of shared/ in layers, lowest first (docs/design.md#area-layers): an area imports its own
 * files and the areas of lower layers, never one of its own layer or above. A new area gets a layer here.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['platform', 'addresses'],
  ['locations', 'health', 'usage', 'docs'],
  ['analytics'],
  ['properties'],
  ['buyers'],
  ['buyer-profiles', 'geo-analytics'],
  ['rental-analytics', 'changes', 'exports'],
  ['webhooks'],
];
const layerOf = (area: string) => LAYERS.findIndex((layer) => layer.includes(area));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Relative imports of a file, as repository paths (type-only imports included: they still couple the code). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(ROOT, join(ROOT, dirname(file), s)));
}

const graph = new Map<string, string[]>(
  ['shared', 'functions', 'loader', 'infra', 'scripts', 'test', 'bench'].flatMap(sources).map((f) => [f, importsOf(f)] as const),
);

function reachable(from: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}

const areaOf = (file: string) => file.split('/')[1]!;

/** Strongly connected components of more than one file (or a file importing itself): the import cycles. */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('has no import cycle anywhere in the repository', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles()).toEqual([]);
  });

  it('has areas that import only their own layer’s files and the layers below (docs/design.md#area-layers)', () => {
    const areas = [...new Set([...graph.keys()].filter((f) => /^shared\/[^/]+\//.test(f)).map(areaOf))];
    expect(areas.filter((a) => layerOf(a) < 0)).toEqual([]);
    const offenders = [...graph.entries()].flatMap(([file, imports]) => {
      if (!/^shared\/[^/]+\//.test(file)) return [];
      const from = areaOf(file);
      return imports
        .filter((i) => i.startsWith('shared/'))
        .filter((i) => !/^shared\/[^/]+\//.test(i) || (areaOf(i) !== from && layerOf(areaOf(i)) >= layerOf(from)))
        .map((i) => `${file} -> ${i}`);
    });
    expect(offenders).toEqual([]);
  });

  it('has a domain that does not import the HTTP layer (only an area’s routes.ts does)', () => {
    const domain = [...graph.keys()].filter(
      (f) => f.startsWith('shared/') && f.split('/').length > 2 && areaOf(f) !== 'platform' && !f.endsWith('/routes.ts'),
    );
    expect(domain.length).toBeGreaterThan(50);
    const offenders = domain.flatMap((f) =>
      graph
        .get(f)!
        .filter((i) => i.startsWith(HTTP))
        .map((i) => `${f} -> ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has a loader that never reaches the HTTP layer, directly or through what it imports', () => {
    const loader = [...graph.keys()].filter((f) => f.startsWith('loader/'));
    const reached = [...reachable(loader)].filter((f) => f.startsWith(HTTP) || f === 'shared/routes.ts' || f.endsWith('/routes.ts'));
    expect(reached).toEqual([]);
  });

  it('has handlers that import only their own area’s routes', () => {
    const handlers = [...graph.keys()].filter((f) => /^functions\/[^/]+\/[^/]+\.ts$/.test(f));
    expect(handlers.length).toBeGreaterThan(25);
    for (const handler of handlers) {
      const routeImports = graph.get(handler)!.filter((i) => i === 'shared/routes.ts' || i.endsWith('/routes.ts'));
      // the functions outside the registry (the docs, the migrations, the loader) import no routes at all
      const own = routeList.some((r) => r.handler === handler) ? [`shared/${areaOf(handler)}/routes.ts`] : [];
      expect({ handler, routeImports }).toEqual({ handler, routeImports: own });
    }
  });
});

describe('the integration tests', () => {
  // what is no endpoint's: the gateway and the platform, the loader, the clients, cross-endpoint analytics
  const BESIDE_AREAS = ['platform', 'loader', 'clients', 'analytics'];
  it('sit in a folder named after their area (or what they test beside the areas), a file per endpoint or capability', () => {
    const files = sources('test/integration').filter((f) => f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(40);
    const misplaced = files.filter((f) => {
      const folder = f.split('/')[2]!;
      return !(f.split('/').length === 4 && (layerOf(folder) >= 0 || BESIDE_AREAS.includes(folder)));
    });
    expect(misplaced).toEqual([]);
  });
});

/** The project files esbuild puts into a handler's bundle. */
async function bundledFiles(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    write: false,
    metafile: true,
    outfile: join(ROOT, 'cdk.out/layout-probe.mjs'),
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs)
    .map((f) => relative(ROOT, join(ROOT, f)))
    .filter((f) => !f.includes('node_modules'));
}

describe('the environment', () => {
  // a read: process.env.X anywhere but as the target of an assignment or a delete
  const READ = /(?<!delete )process\.env(?:\.\w+|\[[^\]]+\])(?![\w\]])(?!\s*(?:=(?!=)|\?\?=))/g;

  it('is read only by shared/platform/config.ts: no domain, loader or handler module reads it', () => {
    const readers = [...graph.keys()].filter(
      (f) =>
        /^(shared|loader|functions)\//.test(f) &&
        f !== 'shared/platform/config.ts' &&
        readFileSync(join(ROOT, f), 'utf8').includes('process.env'),
    );
    expect(readers).toEqual([]);
  });

  it('is only set, never read, by the entry points of the local runtime and the CLIs (they read config())', () => {
    const reads = [...graph.keys()]
      .filter((f) => /^(infra\/local|scripts)\//.test(f))
      .flatMap((f) => [...readFileSync(join(ROOT, f), 'utf8').matchAll(READ)].map((m) => `${f}: ${m[0]}`));
    expect(reads).toEqual([]);
  });
});

describe('a handler bundle', () => {
  it.each([
    ['functions/properties/by-address.ts', 'properties'],
    ['functions/locations/autocomplete.ts', 'locations'],
    ['functions/health/health-check.ts', 'health'],
  ])('%s carries only its own area (%s) and the layers below it', async (entry, area) => {
    const files = await bundledFiles(entry);
    const shared = files.filter((f) => f.startsWith('shared/'));
    expect(shared).toContain(`shared/${area}/routes.ts`);
    expect(files).not.toContain('shared/routes.ts');
    expect(shared.filter((f) => areaOf(f) !== area && layerOf(areaOf(f)) >= layerOf(area))).toEqual([]);
    expect(files.filter((f) => f.startsWith('functions/'))).toEqual([entry]);
  });
});
