import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { methodName, pythonEndpoints } from '../../clients/python/generate.ts';

describe('the Python client', () => {
  it('has endpoint helpers generated from the committed openapi.json (run `npm run client:python` when this fails)', async () => {
    const committed = await readFile(new URL('../../clients/python/sfr_analytics/endpoints.py', import.meta.url), 'utf8');
    expect(committed).toBe(await pythonEndpoints());
  });

  it('documents every alternative of a union body, each with its members', async () => {
    const exports = (await pythonEndpoints()).split('def post_exports')[1]!.split('def ')[0]!;
    expect(exports).toContain('Body, one of these:');
    expect(exports).toMatch(/option 1:\n {16}dataset: "properties" \| "transactions" \| "leases" \(required\)/);
    expect(exports).toMatch(/option 2:\n {16}dataset: "nearby-sales" \(required\)/);
    expect(exports).toContain('format: "csv" | "ndjson" | "parquet" (required)');
  });

  it('types each request body as a TypedDict, a union body as a Union of one per alternative', async () => {
    const source = await pythonEndpoints();
    expect(source).toContain('PostExportsBody = Union[PostExportsBody1, PostExportsBody2]');
    expect(source).toMatch(
      /class _PostExportsBody2Required\(TypedDict\):\n {4}dataset: Literal\["nearby-sales"\]\n {4}filter: PostExportsBody2Filter\n/,
    );
    expect(source).toMatch(/class PostExportsBody1\(_PostExportsBody1Required, total=False\):\n.*\n\n {4}fields: List\[str\]\n/);
    expect(source.split('def post_exports')[1]!.split('return self')[0]).toContain('Typed as PostExportsBody.');
  });

  it.each([
    ['get', '/properties/search', 'get_properties_search'],
    ['get', '/exports/{id}', 'get_exports_by_id'],
    ['delete', '/exports/{id}', 'delete_exports_by_id'],
    ['post', '/buyer-profiles/{buyerName}', 'post_buyer_profiles_by_buyer_name'],
    ['get', '/health-check', 'get_health_check'],
  ])('names %s %s %s', (method, path, name) => {
    expect(methodName(method, path)).toBe(name);
  });
});
