import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

const dishes = Array.from({ length: 14 }, (_, i) => i + 1);

describe('paginate', () => {
  it('shows 6 items per page by default (spec §9)', () => {
    expect(paginate(dishes, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pages: 3 });
    expect(paginate(dishes, 3)).toEqual({ items: [13, 14], page: 3, pages: 3 });
  });

  it('clamps a page out of range, or not a number, into range', () => {
    expect(paginate(dishes, 9).page).toBe(3);
    expect(paginate(dishes, 0).page).toBe(1);
    expect(paginate(dishes, Number.NaN).page).toBe(1);
  });

  it('an empty list is one empty page', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
