import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../../shared/openapi.ts';
import { routeList } from '../../../shared/routes.ts';

const committed = JSON.parse(await readFile(new URL('../../../openapi.json', import.meta.url), 'utf8'));

describe('openapi.json', () => {
  it('is up to date with the route registry (run `npm run openapi` when this fails)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('is valid OpenAPI 3.0', async () => {
    const api = (await SwaggerParser.validate(structuredClone(committed))) as { openapi?: string };
    expect(api.openapi).toBe('3.0.0');
  });

  it('writes nullable only beside a type, as OpenAPI 3.0 defines it (strict validators ignore it elsewhere)', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && !schema.type) untyped.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(committed, '');
    expect(untyped).toEqual([]);
  });

  it('declares every registry route, the X-API-TOKEN scheme, and security on authenticated routes', () => {
    expect(committed.components.securitySchemes.ApiKeyAuth).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-TOKEN' });
    for (const route of routeList) {
      const op = committed.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op.security).toEqual(route.auth ? [{ ApiKeyAuth: [] }] : []);
      expect(op.deprecated ?? false).toBe(!!route.deprecated);
      expect(op.responses[String(route.status ?? 200)]).toBeDefined();
      if (route.auth) expect(op.responses['401'].content['application/problem+json']).toBeDefined();
    }
  });

  // docs/analytics-definitions.md#one-definition-per-metric
  it.each([
    ['median_price', 'median_price'],
    ['gross_yield', 'gross_yield'],
    ['median_rent', 'rent.median'],
  ])('names a metric zip rows and market-analysis both report once, with one description: zip %s, market %s', (zipField, marketField) => {
    const at = (schema: string, path: string) =>
      path.split('.').reduce((node, key) => node.properties[key], committed.components.schemas[schema]).description;
    expect(at('RentalMarketRow', marketField)).toBe(at('GeoZipRow', zipField));
    expect(at('GeoZipRow', zipField)).toMatch(/^The (median|gross)/);
  });
});
