/**
 * Unknown query parameters and JSON body keys, a parameter given twice and a place of another kind
 * than the one selected are a 400 naming them (docs/design.md#requests),
 * through the local gateway: the checks run before any handler reads the database, so no data is loaded.
 */
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../../support/api.ts';
import { withApi } from '../../support/fixture.ts';

const api = withApi();

describe('strict requests', () => {
  it('names an unknown query parameter on a GET, with the declared spelling it resembles', async () => {
    const p = await expectProblem(await api.get('/geo-analytics/zip-analysis?zips=95823&date_form=2024-01-01&colour=red'), 400);
    expect(p.errors).toEqual([
      { path: 'query.date_form', message: 'unknown parameter; did you mean date_from?' },
      { path: 'query.colour', message: 'unknown parameter' },
    ]);
    expect(p.detail).toContain('date_form');
  });

  it('names an unknown nested body key on POST top-buyers instead of falling back to the default window', async () => {
    const res = await api.post('/buyers/activity/top-buyers', { filters: { state: 'CA', date_from: '2020-01-01' }, limit: 5 });
    const p = await expectProblem(res, 400);
    expect(p.errors).toEqual([{ path: 'body.filters.date_from', message: 'unknown key; did you mean dateFrom?' }]);
  });

  it('names a query parameter on a route that declares none', async () => {
    const p = await expectProblem(await api.get('/health-check?verbose=1', null), 400);
    expect(p.errors).toEqual([{ path: 'query.verbose', message: 'unknown parameter' }]);
  });

  it.each([
    ['/properties/search?state=FL&state=GA', 'query.state'],
    [
      '/properties/by-address?address=15010%20Quail%20Run%20Cir,%20Tampa,%20FL%2033647&address=1%20Main%20St,%20Tampa,%20FL',
      'query.address',
    ],
    ['/geo-analytics/zip-analysis?zips=33647&zips=33615', 'query.zips'],
    ['/buyers/activity?search_type=zip&zip=33647&zip=33615', 'query.zip'],
  ])('names a parameter given twice instead of answering for its last value: %s', async (path, named) => {
    const p = await expectProblem(await api.get(path), 400);
    expect(p.errors).toEqual([{ path: named, message: 'given 2 times; give it once (a list is one comma-separated value)' }]);
  });

  it.each([
    ['/buyers/activity?search_type=zip&zip=33647&msa=40900', 'query.msa', 'search_type=zip'],
    ['/geo-analytics/flips?geography_type=msa&msa=40900&state=CA', 'query.state', 'geography_type=msa'],
    ['/rental-analytics/market-analysis?search_type=zip&geography_values=95814&county=Sacramento', 'query.county', 'search_type=zip'],
  ])('names a place of another kind than the one selected: %s', async (path, named, kind) => {
    const p = await expectProblem(await api.get(path), 400);
    expect(p.errors).toEqual([{ path: named, message: `does not belong with ${kind}: give one kind of place` }]);
  });

  it('names the body, not body.body, when a POST has none', async () => {
    const p = await expectProblem(await api.post('/buyers/activity/top-buyers', ''), 400);
    expect(p.errors).toEqual([{ path: 'body', message: 'a JSON body is required' }]);
  });

  it('takes a key named after an Object.prototype member as an unknown key', async () => {
    const res = await api.post('/buyers/activity/top-buyers', '{"filters":{"state":"CA"},"__proto__":{"x":1},"constructor":1}');
    const p = await expectProblem(res, 400);
    expect(p.errors?.map((e) => e.path)).toEqual(['body.__proto__', 'body.constructor']);
  });
});
