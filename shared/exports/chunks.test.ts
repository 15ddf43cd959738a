import { afterEach, describe, expect, it } from 'vitest';
import { setEnv } from '../../test/support/set-env.ts';
import { isChunked, manifest } from './chunks.ts';
import { JOB_FILE, partName, typeOf } from './storage.ts';

const HASH = (c: string) => c.repeat(64);

describe('manifest', () => {
  it.each([
    [[], 'csv', ''],
    [[{ part: 1, sha256: HASH('a') }], 'csv', `${HASH('a')}  part-00001.csv\n`],
    [
      [
        { part: 1, sha256: HASH('a') },
        { part: 2, sha256: HASH('b') },
      ],
      'parquet',
      `${HASH('a')}  part-00001.parquet\n${HASH('b')}  part-00002.parquet\n`,
    ],
  ] as const)('lists %j as sha256sum does (%s)', (parts, format, text) => {
    expect(manifest(parts, format)).toBe(text);
  });
});

describe('isChunked', () => {
  afterEach(() => setEnv('EXPORT_PART_ROWS', undefined));
  it.each([
    ['properties', 'csv', 240_000, false],
    ['properties', 'parquet', 240_001, true],
    ['properties', 'ndjson', 120_000, false],
    ['properties', 'ndjson', 120_001, true],
    ['transactions', 'csv', 5_000_000, true],
    ['nearby-sales', 'csv', 5_000_000, false],
  ] as const)('%s as %s, %i rows: %s at the default part size', (dataset, format, rows, chunked) => {
    expect(isChunked(dataset, format, rows)).toBe(chunked);
  });
  it('follows EXPORT_PART_ROWS, whatever the format', () => {
    setEnv('EXPORT_PART_ROWS', '10');
    expect([isChunked('leases', 'csv', 10), isChunked('leases', 'ndjson', 11)]).toEqual([false, true]);
  });
});

describe('part files', () => {
  it.each([
    ['part-00001.csv', true, 'text/csv; charset=utf-8; header=present'],
    ['part-12345.parquet', true, 'application/vnd.apache.parquet'],
    ['part-00002.ndjson', true, 'application/x-ndjson'],
    ['SHA256SUMS', true, 'text/plain; charset=utf-8'],
    ['part-1.csv', false, null],
    ['../secret', false, null],
    ['part-00001.csv/../../x', false, null],
  ] as const)('%s: a job file %s', (name, valid, type) => {
    expect(JOB_FILE.test(name)).toBe(valid);
    if (type) expect(typeOf(name)).toBe(type);
  });
  it('names a part in its job folder, numbered from 1 in five digits', () => {
    expect(partName('0b7c', 7, 'csv')).toBe('0b7c/part-00007.csv');
  });
});
