import { describe, expect, it } from 'vitest';
import { applyOrder, emptyDay, salesReport } from './reports';
import type { OrderDoc } from './orders';

/** A dine-in bill in India: prices include 5% GST split CGST/SGST, service charge declined, total rounded to the rupee. */
const inclusive = (id: string, over: Partial<OrderDoc> = {}): OrderDoc & { id: string } => ({
  id,
  name: 'Asha',
  phone: '9876543210',
  customerId: null,
  tableNumber: '4',
  orderType: 'dine-in',
  items: [
    { menuItemId: 'thali', name: 'Gujarati Thali', priceCents: 44900, quantity: 2, image: '' },
    { menuItemId: 'chaas', name: 'Masala Chaas', priceCents: 5900, quantity: 1, image: '' },
  ],
  gst: true,
  rates: { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, inclusive: true, split: 'cgst-sgst', roundOff: true, serviceCharge: false },
  subtotalCents: 95700,
  chargeCents: 0,
  // 95700 × 100/105 = 91142.86 → 91143 taxable; each half 2.5% of it, 2278.58 → 2279.
  taxableCents: 91143,
  cgstCents: 2279,
  sgstCents: 2279,
  igstCents: 0,
  taxCents: 4558,
  roundOffCents: -1,
  totalCents: 95700,
  status: 'Completed',
  isVerified: true,
  isPaid: true,
  source: 'walk-in',
  otp: null,
  createdAt: '2026-11-20T07:30:00.000Z',
  updatedAt: '2026-11-20T07:30:00.000Z',
  verifiedAt: '2026-11-20T07:30:00.000Z',
  readyAt: null,
  prepSeconds: null,
  completedAt: null,
  cancelledAt: null,
  reportDay: '2026-11-20',
  reportHour: 13,
  ...over,
});

describe('sales by day on tax-inclusive prices', () => {
  it('gives each day its taxable value, so that taxable value + tax + round-off = total, day by day and for the range', () => {
    let day = applyOrder(emptyDay('2026-11-20'), inclusive('order00000000000inc1'), 1);
    day = applyOrder(day, inclusive('order00000000000inc2'), 1);
    const r = salesReport({ from: '2026-11-19', to: '2026-11-20' }, [day]);

    const sold = r.days.find((d) => d.date === '2026-11-20')!;
    expect(sold).toMatchObject({ orders: 2, items: 1914, taxable: 1822.86, tax: 91.16, roundOff: -0.02, total: 1914 });
    for (const d of [...r.days, r.totals]) expect(Math.round((d.taxable + d.tax + d.roundOff) * 100)).toBe(Math.round(d.total * 100));
    // The old columns did not add up: menu value plus the tax inside it is more than was charged.
    expect(sold.items - sold.discounts + sold.charges + sold.tax).toBeGreaterThan(sold.total);
    expect(r.days.find((d) => d.date === '2026-11-19')).toMatchObject({ taxable: 0, total: 0 });
    expect(r.totals.taxable).toBe(1822.86);
  });
});
