import { describe, expect, it } from 'vitest';
import { LOW_SAMPLE_THRESHOLD, lowSample, type Sampled } from '../../../../shared/analytics/samples.ts';

describe('lowSample', () => {
  it.each<[string, Sampled[], string[]]>([
    [
      '4 sales behind a share and a change',
      [
        ['investor_share', 1, 4],
        ['median_price_yoy_change', 0.93, 4],
      ],
      ['investor_share', 'median_price_yoy_change'],
    ],
    ['exactly the threshold is enough', [['cash_share', 0.5, LOW_SAMPLE_THRESHOLD]], []],
    ['one below it is not', [['cash_share', 0.5, LOW_SAMPLE_THRESHOLD - 1]], ['cash_share']],
    ['a null statistic is absent, not low', [['median_rent', null, 0]], []],
    ['a zero is a value', [['flip_rate', 0, 3]], ['flip_rate']],
  ])('%s', (_, stats, expected) => {
    expect(lowSample(stats)).toEqual(expected);
  });
});
