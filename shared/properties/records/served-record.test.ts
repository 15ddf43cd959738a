import { describe, expect, it } from 'vitest';
import { servedRecordText } from './served-record.ts';

const OURS = '{"value":310000,"high":350000,"low":280000,"forecast_standard_deviation":8.7,"date":"2026-09-30"}';

describe('servedRecordText', () => {
  it.each<[string, string, string | null, object]>([
    [
      'compact, with a source valuation',
      '{"property_id":1,"owner":{"name":"A \\"valuation\\": x"},"valuation":{"value":400000,"date":"2024-05-01"},"vacant":false}',
      OURS,
      {
        property_id: 1,
        owner: { name: 'A "valuation": x' },
        valuation: JSON.parse(OURS),
        source_valuation: { value: 400000, date: '2024-05-01', source: 'test' },
        vacant: false,
      },
    ],
    [
      "jsonb's spacing, no valuation on record",
      '{"owner": null, "valuation": {"low": 1, "value": 2}, "property_id": 2}',
      null,
      { owner: null, valuation: null, source_valuation: { low: 1, value: 2, source: 'test' }, property_id: 2 },
    ],
    [
      'a null source valuation',
      '{"property_id":3,"valuation":null}',
      OURS,
      { property_id: 3, valuation: JSON.parse(OURS), source_valuation: null },
    ],
    ['no valuation member at all', '{"property_id":4}', OURS, { property_id: 4, valuation: JSON.parse(OURS), source_valuation: null }],
    [
      'an empty source valuation',
      '{"property_id":5,"valuation":{}}',
      null,
      { property_id: 5, valuation: null, source_valuation: { source: 'test' } },
    ],
  ])('%s', (_name, doc, ours, served) => {
    expect(JSON.parse(servedRecordText(doc, ours, 'test'))).toEqual(served);
  });

  it('keeps the member where the record has it', () => {
    const text = servedRecordText('{"a":1,"valuation":null,"b":2}', OURS, 'test');
    expect(Object.keys(JSON.parse(text))).toEqual(['a', 'valuation', 'source_valuation', 'b']);
  });
});
