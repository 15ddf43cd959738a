import { describe, expect, it } from 'vitest';
import { columnArrays, rowsOf } from '../../../../../shared/platform/db/column-arrays.ts';

describe('rows sent as one JSON object of columns', () => {
  it('writes a json_agg of each column of the relation, in order', () => {
    expect(columnArrays(['id', 'name'], 'served')).toBe("'id', json_agg(served.id), 'name', json_agg(served.name)");
  });

  it.each([
    ['no rows (json_agg of nothing is null)', { id: null, name: null }, []],
    ['one row', { id: [7], name: ['A'] }, [{ id: 7, name: 'A' }]],
    [
      'rows with nulls kept',
      { id: [1, 2], name: [null, 'B'] },
      [
        { id: 1, name: null },
        { id: 2, name: 'B' },
      ],
    ],
  ])('reads the rows back: %s', (_case, columns, expected) => {
    expect(rowsOf(columns, (at) => ({ id: at(columns.id), name: at(columns.name) }))).toEqual(expected);
  });
});
