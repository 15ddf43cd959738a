import { describe, expect, it } from 'vitest';
import { resolveRange, splitRange } from '../../../../shared/buyers/dates.ts';
import { addDays, addMonths, daysBetween, firstOfMonth, monthsCovered, today } from '../../../../shared/platform/dates.ts';
import { BadRequest } from '../../../../shared/platform/errors.ts';

describe('date arithmetic', () => {
  it.each([
    ['2026-11-21', -12, '2025-11-21'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-02-29', -12, '2023-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-01-15', -1, '2024-12-15'],
    ['2026-11-21', -120, '2016-11-21'],
  ] as const)('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-11-21', '2026-11-21', 1],
    ['2026-01-31', '2026-02-01', 2],
    ['2016-01-15', '2025-12-31', 120],
    ['2016-01-15', '2026-01-01', 121],
  ] as const)('monthsCovered(%s, %s) = %i', (from, to, months) => {
    expect(monthsCovered(from, to)).toBe(months);
  });

  it('adds days, counts days and finds month starts', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
    expect(daysBetween('2024-11-21', '2026-11-21')).toBe(730);
    expect(daysBetween('2026-11-21', '2026-10-22')).toBe(-30);
    expect(firstOfMonth('2026-11-21')).toBe('2026-11-01');
    expect(today(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
  });
});

describe('resolveRange', () => {
  const rules = { defaultEnd: '2026-11-21', defaultMonths: 12, paths: { from: 'body.filters.dateFrom' } };

  it.each([
    [{}, { from: '2025-11-21', to: '2026-11-21' }],
    [{ to: '2024-02-29' }, { from: '2023-02-28', to: '2024-02-29' }],
    [{ from: '2026-01-01' }, { from: '2026-01-01', to: '2026-11-21' }],
    [
      { from: '2023-01-01', to: '2023-12-31' },
      { from: '2023-01-01', to: '2023-12-31' },
    ],
    [
      { from: '2020-01-01', to: '2025-01-01' },
      { from: '2020-01-01', to: '2025-01-01' },
    ],
    [
      { from: '2026-11-21', to: '2026-11-21' },
      { from: '2026-11-21', to: '2026-11-21' },
    ],
    // any span: "who bought the most here, ever"
    [{ from: '1990-01-01' }, { from: '1990-01-01', to: '2026-11-21' }],
  ])('%j -> %j', (given, expected) => {
    expect(resolveRange(given, rules)).toEqual(expected);
  });

  it.each([
    [{ from: '2026-12-01' }, /after the end date 2026-11-21/, 'must not be after 2026-11-21, the default end date'],
    [{ from: '2024-02-01', to: '2024-01-31' }, /after the end date/, 'must not be after the end date'],
  ])('%j is a 400 naming the start date', (given, detail, message) => {
    const error = (() => {
      try {
        resolveRange(given, rules);
      } catch (e) {
        return e;
      }
    })() as BadRequest;
    expect(error).toBeInstanceOf(BadRequest);
    expect(error.message).toMatch(detail);
    expect(error.errors).toEqual([{ path: 'body.filters.dateFrom', message }]);
  });
});

describe('splitRange', () => {
  it.each([
    ['whole months only', { from: '2023-01-01', to: '2023-12-31' }, { months: { first: '2023-01-01', last: '2023-12-01' }, edges: [] }],
    [
      'partial months at both ends',
      { from: '2022-12-31', to: '2024-01-01' },
      {
        months: { first: '2023-01-01', last: '2023-12-01' },
        edges: [
          { from: '2022-12-31', to: '2022-12-31' },
          { from: '2024-01-01', to: '2024-01-01' },
        ],
      },
    ],
    ['inside one month', { from: '2024-02-03', to: '2024-02-27' }, { months: null, edges: [{ from: '2024-02-03', to: '2024-02-27' }] }],
    ['one whole month', { from: '2024-02-01', to: '2024-02-29' }, { months: { first: '2024-02-01', last: '2024-02-01' }, edges: [] }],
    [
      'two partial months, no whole one',
      { from: '2024-01-15', to: '2024-02-10' },
      { months: null, edges: [{ from: '2024-01-15', to: '2024-02-10' }] },
    ],
    ['one day', { from: '2024-03-31', to: '2024-03-31' }, { months: null, edges: [{ from: '2024-03-31', to: '2024-03-31' }] }],
  ])('%s', (_, range, expected) => {
    expect(splitRange(range)).toEqual(expected);
  });
});
