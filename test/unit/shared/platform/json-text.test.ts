/** Bodies holding JSON text already: spliced in as they are, and the same JSON as serialising the values. */
import { describe, expect, it } from 'vitest';
import { JsonText, serialize } from '../../../../shared/platform/json-text.ts';

const record = { id: 7, name: 'Ünit "7"', tags: ['a', null], nested: { x: 1.5 } };
const stored = JsonText.of<typeof record>('{"id": 7, "name": "Ünit \\"7\\"", "tags": ["a", null], "nested": {"x": 1.5}}');

describe('serialize', () => {
  it.each([
    ['a plain value', { a: 1, b: [true, null, 'x'] }],
    ['a string with control characters', { s: 'tab\there\u0001' }],
    ['a string that looks like a placeholder', { s: '\\u00000\\u0000', t: '"\\u00001\\u0000"' }],
    ['null', null],
    ['an empty array', []],
  ])('writes %s as JSON.stringify does', (_what, value) => {
    expect(serialize(value)).toBe(JSON.stringify(value));
  });

  it('writes a JsonText body as its text', () => {
    expect(serialize(stored)).toBe(stored.text);
  });

  it('splices JsonText at any depth, in order, beside ordinary values', () => {
    const body = {
      data: [stored, { property: stored, match: { level: 'exact' } }, JsonText.serialize({ b: 2 })],
      total: 3,
      note: 'the end',
    };
    const json = serialize(body);
    expect(json).toContain(stored.text);
    expect(JSON.parse(json)).toEqual({
      data: [record, { property: record, match: { level: 'exact' } }, { b: 2 }],
      total: 3,
      note: 'the end',
    });
  });

  it('keeps placeholder-like strings of the data as they are when JsonText is spliced', () => {
    const body = { a: stored, s: '\\u00000\\u0000' };
    expect(JSON.parse(serialize(body))).toEqual({ a: record, s: '\\u00000\\u0000' });
  });

  it.each([
    ['before the texts', { s: '\u00000\u0000', a: stored, b: stored }],
    ['between the texts', { a: stored, s: '\u00000\u0000', b: stored }],
    ['after the texts', { a: stored, b: stored, s: '\u00002\u0000' }],
    ['naming a later text', { s: '\u00001\u0000', a: stored, b: stored }],
  ])('serialises data holding a real placeholder %s the slow way, still exactly', (_where, body) => {
    const json = serialize(body);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(body)));
    expect(Object.values(JSON.parse(json)).filter((v) => typeof v === 'string')).toEqual([body.s]);
  });

  it('gives the value itself when a JsonText is serialised outside serialize', () => {
    expect(JSON.parse(JSON.stringify({ a: stored }))).toEqual({ a: record });
  });

  it('leaves nothing behind after an error', () => {
    const bad = { a: stored, b: 1n };
    expect(() => serialize(bad)).toThrow();
    expect(JSON.parse(JSON.stringify({ a: stored }))).toEqual({ a: record });
  });
});
