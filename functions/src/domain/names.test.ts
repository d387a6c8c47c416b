import { describe, expect, it } from 'vitest';
import { nameKey, sameName } from './names';

describe('names as duplicates are judged', () => {
  it('ignores case, outer spaces and doubled inner spaces', () => {
    expect(sameName('  Paneer  Tikka ', 'paneer tikka')).toBe(true);
    expect(nameKey('DAL Baati')).toBe('dal baati');
  });

  it('tells different names apart', () => {
    expect(sameName('Dal Baati', 'Dal Baati Churma')).toBe(false);
  });
});
