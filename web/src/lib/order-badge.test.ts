import { describe, expect, it } from 'vitest';
import { orderBadgeClass } from './order-badge';

describe('order badges', () => {
  it('colours Completed green, Preparing yellow, Pending orange, and any other status grey', () => {
    expect(orderBadgeClass('Completed')).toBe('badge badge-green');
    expect(orderBadgeClass('Preparing')).toBe('badge badge-yellow');
    expect(orderBadgeClass('Pending')).toBe('badge badge-orange');
    expect(orderBadgeClass('Ready')).toBe('badge');
    expect(orderBadgeClass('Ready for pickup')).toBe('badge');
    expect(orderBadgeClass('Cancelled')).toBe('badge');
    expect(orderBadgeClass('Not collected')).toBe('badge');
  });

  it('colours Voided red', () => {
    expect(orderBadgeClass('Voided')).toBe('badge badge-red');
  });
});
