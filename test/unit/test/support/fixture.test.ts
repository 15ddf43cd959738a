/**
 * withState cleans up by state, so a record from another state would outlive the file: it is
 * refused before any hook or connection is made.
 */
import { describe, expect, it } from 'vitest';
import { withState } from '../../../support/fixture.ts';
import { property } from '../../../support/records.ts';

describe('withState', () => {
  it('refuses records outside its state, naming them', () => {
    const records = [property(1, '1 A St', { state: 'KS' }), property(2, '2 B St', { state: 'MO' }), property(3, '3 C St')];
    expect(() => withState('KS', records)).toThrow(/outside the state would not be cleaned up: 2, 3$/);
  });
});
