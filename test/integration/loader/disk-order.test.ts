/**
 * orderOnDisk (loader/bulk/disk-order.ts): after the rewrite, the rows of properties, transactions and
 * rentals lie in the order of DISK_ORDER_KEY, whatever order they were loaded in. Iowa is this file's.
 */
import { describe, expect, it } from 'vitest';
import { DISK_ORDER_KEY, ORDERED_TABLES, orderOnDisk } from '../../../loader/bulk/disk-order.ts';
import { withStateData } from '../../support/fixture.ts';
import { property, sale } from '../../support/records.ts';

const IOWA = { zip: '50309', city: 'DES MOINES', state: 'IA' };
const id = (n: number) => 9_742_000 + n;
/** loaded west to east and back, so load order and geographic order differ */
const POINTS = [
  { lat: 41.6, lon: -93.5 },
  { lat: 41.5, lon: -93.7 },
  { lat: 41.7, lon: -93.6 },
  { lat: 41.55, lon: -93.55 },
  { lat: 41.65, lon: -93.65 },
];
const RECORDS = POINTS.map((p, k) =>
  property(id(k), `${100 + k} Grand Ave`, {
    ...IOWA,
    ...p,
    transactions: [
      sale('2020-03-01', 200_000 + k, `BUYER ${k}`, `SELLER ${k}`),
      sale('2023-05-01', 250_000 + k, `OWNER ${k}`, `BUYER ${k}`),
    ],
  }),
);

const sql = withStateData('IA', RECORDS);

describe('orderOnDisk', () => {
  it('stores each table in disk-order key order and leaves no index behind', async () => {
    const done = await orderOnDisk(sql);
    expect(done.map((t) => t.table)).toEqual([...ORDERED_TABLES]);
    for (const table of ['properties', 'transactions'] as const) {
      // the file's rows in physical order, and their keys: sorted once the table is rewritten
      const rows = await sql.unsafe<{ key: string }[]>(
        `select ${DISK_ORDER_KEY} as key from ${table} where state = 'IA' and property_id between ${id(0)} and ${id(99)} order by ctid`,
      );
      expect(rows.length).toBe(table === 'properties' ? POINTS.length : 2 * POINTS.length);
      const keys = rows.map((r) => r.key);
      expect(keys).toEqual([...keys].sort());
    }
    const left = await sql`select indexname from pg_indexes where indexname like '%_disk_order'`;
    expect(left).toEqual([]);
  });
});
