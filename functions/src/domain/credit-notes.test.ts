import { describe, expect, it } from 'vitest';
import { creditNoteCounterId, creditNoteFor, creditNoteNumber, creditNoteTotals, needsCreditNote } from './credit-notes';

describe('credit notes', () => {
  it('are numbered in their own series per financial year, beside the invoices', () => {
    expect(creditNoteNumber('TH', '2026-27', 12)).toBe('TH/CN/2026-27/000012');
    expect(creditNoteCounterId('2026-27')).toBe('credit-note-2026-27');
  });

  it('reverse the whole invoice, tax included, and only an invoiced order without one needs one', () => {
    const order = {
      invoice: { number: 'TH/2026-27/000007' },
      gst: true,
      rates: { taxApplied: true, taxBp: 500, taxName: 'GST' },
      subtotalCents: 10_000,
      chargeCents: 0,
      taxCents: 500,
      totalCents: 10_500,
      taxableCents: 10_000,
      cgstCents: 250,
      sgstCents: 250,
      igstCents: 0,
    };
    const note = creditNoteFor(order, { prefix: 'TH', fy: '2026-27', serial: 1, at: '2026-11-27T10:00:00.000Z', reason: 'Cancelled' });
    expect(note).toMatchObject({ number: 'TH/CN/2026-27/000001', invoiceNumber: 'TH/2026-27/000007', amountCents: 10_500, taxCents: 500, rateBp: 500 });
    expect(needsCreditNote(order)).toBe(true);
    expect(needsCreditNote({ ...order, creditNote: note })).toBe(false);
    expect(needsCreditNote({ invoice: null })).toBe(false);
    expect(creditNoteTotals([note, note])).toMatchObject({ count: 2, tax: 10, amount: 210 });
  });
});
