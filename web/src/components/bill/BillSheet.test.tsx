import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '@domain/invoice-view';
import { BillSheet } from './BillSheet';

const invoice = (more: Partial<InvoiceView> = {}): InvoiceView => ({
  number: 'TH/2026-27/000007',
  date: '2026-11-20T12:00:00.000Z',
  void: false,
  creditNote: null,
  reference: 'ORDER1',
  tokenNumber: 4,
  seller: { name: 'Thali House', address: 'CG Road, Ahmedabad', phone: '+91 79 4000 0000', fssaiLicence: '' },
  gstin: '',
  sac: '996331',
  customer: { name: 'Asha Patel', phone: '9876543210' },
  billedTo: null,
  orderType: 'takeaway',
  tableNumber: null,
  lines: [{ name: 'Gujarati Thali', quantity: 1, price: 400, amount: 400, note: '' }],
  subtotal: 400,
  discount: 0,
  discountLabel: 'Discount',
  charges: 0,
  taxable: 400,
  cgst: 10,
  sgst: 10,
  igst: 0,
  tax: 20,
  taxLines: [{ label: 'GST 5%', amount: 20 }],
  inclusive: false,
  roundOff: 0,
  total: 420,
  amountInWords: 'Rupees Four Hundred Twenty Only',
  currency: { code: 'INR', symbol: '₹' },
  payment: null,
  upi: null,
  ...more,
});

describe('the printed bill', () => {
  it('of a cancelled order says CANCELLED, with its credit note number', () => {
    render(
      <BillSheet invoice={invoice({ void: true, creditNote: { number: 'TH/CN/2026-27/000002', date: '2026-11-20T13:00:00.000Z', amount: 420 } })} paper="a4" />,
    );
    expect(screen.getByText('TAX INVOICE — CANCELLED')).toBeInTheDocument();
    expect(screen.getByTestId('bill-credit-note')).toHaveTextContent('Credit note TH/CN/2026-27/000002');
    expect(screen.getByTestId('bill-number')).toHaveTextContent('TH/2026-27/000007');
  });

  it('of a standing order says TAX INVOICE and names no credit note', () => {
    render(<BillSheet invoice={invoice()} paper="80mm" />);
    expect(screen.getByText('TAX INVOICE')).toBeInTheDocument();
    expect(screen.queryByTestId('bill-credit-note')).toBeNull();
  });

  it('of a bill still to pay prints its UPI QR code with the amount, and the UPI id under it', async () => {
    const uri = 'upi://pay?pa=thalihouse@okaxis&pn=Thali%20House&am=420.00&cu=INR&tn=TH%2F2026-27%2F000007';
    render(<BillSheet invoice={invoice({ upi: { uri } })} paper="80mm" />);
    expect(screen.getByTestId('bill-upi')).toHaveTextContent('Scan to pay ₹420.00 by UPI');
    expect(screen.getByTestId('bill-upi')).toHaveTextContent('UPI id thalihouse@okaxis');
    const qr = await screen.findByRole('img', { name: 'UPI QR code: pay ₹420.00' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  });

  it('of a paid bill prints no QR code', () => {
    render(<BillSheet invoice={invoice({ payment: { parts: [{ mode: 'upi', amount: 420 }], at: '2026-11-20T12:30:00.000Z' } })} paper="80mm" />);
    expect(screen.queryByTestId('bill-upi')).toBeNull();
    expect(screen.queryByTestId('upi-qr')).toBeNull();
  });
});
