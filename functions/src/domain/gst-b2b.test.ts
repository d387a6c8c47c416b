import { describe, expect, it } from 'vitest';
import { gstCsvSections, gstReturn } from './gst-b2b';
import type { OrderDoc } from './orders';
import { applyOrder, emptyDay } from './reports';

const order = (id: string, over: Partial<OrderDoc> = {}): OrderDoc & { id: string } => ({
  id,
  name: 'Guest',
  phone: '',
  customerId: null,
  tableNumber: '4',
  orderType: 'dine-in',
  items: [{ menuItemId: 'thali', name: 'Gujarati Thali', priceCents: 10_000, quantity: 1, image: '' }],
  gst: true,
  rates: { chargeBp: 0, taxName: 'GST', taxBp: 500, taxApplied: true, split: 'cgst-sgst' },
  subtotalCents: 10_000,
  chargeCents: 0,
  taxCents: 500,
  taxableCents: 10_000,
  cgstCents: 250,
  sgstCents: 250,
  igstCents: 0,
  roundOffCents: 0,
  totalCents: 10_500,
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
const billed = { customerGstin: '27AAPFU0939F1ZV', customerName: 'Acme Foods Pvt Ltd' };

describe('the GST return: B2B one by one, B2C in summary', () => {
  const consumer = order('consumer0000000000001');
  const business = order('business0000000000001', {
    billing: billed,
    b2bDay: '2026-11-20',
    invoice: { number: 'TH/2026-27/000007', fy: '2026-27', serial: 7, issuedAt: '2026-11-20T08:00:00.000Z' },
  });
  const day = applyOrder(applyOrder(emptyDay('2026-11-20'), consumer, 1), business, 1);

  it('lists the invoice billed to a GSTIN with its figures, and leaves it out of the B2C summary', () => {
    const r = gstReturn([day], [business]);
    expect(r.b2b).toEqual([
      {
        invoice: 'TH/2026-27/000007',
        reference: expect.any(String),
        date: '2026-11-20',
        ...{ customerGstin: billed.customerGstin, customerName: billed.customerName },
        rate: 5,
        taxable: 100,
        cgst: 2.5,
        sgst: 2.5,
        igst: 0,
        tax: 5,
        total: 105,
      },
    ]);
    expect(r.b2c.totals).toMatchObject({ orders: 1, taxable: 100, tax: 5 });
  });

  it('a voided B2B order is neither listed nor taken off the consumers', () => {
    const voided = { ...business, status: 'Voided' as const };
    const voidDay = applyOrder(emptyDay('2026-11-20'), consumer, 1);
    const r = gstReturn([voidDay], [voided]);
    expect(r.b2b).toEqual([]);
    expect(r.b2c.totals).toMatchObject({ orders: 1, taxable: 100 });
  });

  it('gst.csv gets a B2B section with the GSTIN and a B2C section with its total', () => {
    const rows = gstCsvSections(gstReturn([day], [business]));
    expect(rows).toContainEqual([
      'TH/2026-27/000007',
      expect.any(String),
      '2026-11-20',
      billed.customerGstin,
      billed.customerName,
      5,
      100,
      2.5,
      2.5,
      0,
      5,
      105,
    ]);
    expect(rows.at(-1)).toEqual(['Total B2C', '', 1, 100, 2.5, 2.5, 0, 5]);
  });
});
