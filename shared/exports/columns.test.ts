import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from '../platform/zod.ts';
import { columnsOf, DATASET_COLUMNS, valueAt } from './columns.ts';
import { exportColumnsDoc } from './columns-doc.ts';
import { cents, csvValue, parquetValue } from './formats.ts';

describe('export columns', () => {
  it('flattens nested members and types them from the JSON schema', () => {
    const schema = z.object({
      id: z.number().int(),
      a: z
        .object({ d: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), n: z.number().nullable(), m: z.string().regex(/^\d+(\.\d+)?$/) })
        .nullable(),
      b: z.boolean(),
    });
    expect(columnsOf(schema)).toEqual([
      { name: 'id', path: ['id'], type: 'int64', nullable: false },
      { name: 'a_d', path: ['a', 'd'], type: 'date', nullable: true },
      { name: 'a_n', path: ['a', 'n'], type: 'double', nullable: true },
      { name: 'a_m', path: ['a', 'm'], type: 'decimal', nullable: true },
      { name: 'b', path: ['b'], type: 'boolean', nullable: false },
    ]);
  });

  it('types the property columns as the record does', () => {
    const byName = Object.fromEntries(DATASET_COLUMNS.properties.map((c) => [c.name, c]));
    expect(byName.property_id).toMatchObject({ type: 'int64', nullable: false });
    expect(byName.last_sale_date).toMatchObject({ type: 'date', nullable: true });
    expect(byName.address_latitude).toMatchObject({ type: 'double', nullable: false });
    expect(DATASET_COLUMNS.transactions.find((c) => c.name === 'SALE_AMT')).toMatchObject({ type: 'decimal' });
  });

  it.each([
    [{ a: { b: 1 } }, ['a', 'b'], 1],
    [{ a: null }, ['a', 'b'], null],
    [{}, ['a'], null],
    [{ a: false }, ['a'], false],
  ])('valueAt(%j, %j) is %j', (record, path, value) => expect(valueAt(record, path)).toBe(value));

  it.each([
    ['425000', 42500000n],
    ['425000.5', 42500050n],
    ['0.07', 7n],
  ])('cents(%s) is exact', (text, value) => expect(cents(text)).toBe(value));

  it('writes CSV and Parquet values without turning null into 0 or false into empty', () => {
    expect([csvValue(null), csvValue(false), csvValue(0), csvValue('')]).toEqual([null, 'false', 0, '']);
    expect(parquetValue('date', '1970-01-02')).toBe(1);
    expect(parquetValue('int64', 7)).toBe(7n);
    expect(parquetValue('double', null)).toBeNull();
  });

  it('docs/export-columns.md is generated from the tables (run `npm run docs:export-columns` when this fails)', async () => {
    expect(await readFile(new URL('../../docs/export-columns.md', import.meta.url), 'utf8')).toBe(exportColumnsDoc());
  });
});
