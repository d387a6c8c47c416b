import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import type { Order } from '@/api/orders';
import { I18nProvider, MISSING_PATTERN } from '@/i18n/I18n';
import type { AnyCatalog } from '@/i18n/catalog';
import guCatalog from '@/i18n/catalog.gu';
import hiCatalog from '@/i18n/catalog.hi';
import { OrderCard } from './OrderCard';

const INR = { ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, currencySymbol: '₹', currencyCode: 'INR' } };
vi.mock('@/lib/settings', () => ({ useSettings: () => INR }));

const ID = 'order0000ab12cd';
const base = {
  _id: ID,
  id: ID,
  reference: 'AB12CD',
  name: 'Asha Patel',
  customerName: 'Asha Patel',
  phone: '9876543210',
  tableNumber: null,
  orderType: 'takeaway',
  items: [{ _id: 'm1', name: 'Gujarati Thali', price: 221, quantity: 2, image: '', lineTotal: 442, note: '' }],
  gst: false,
  rates: { chargeBp: 0, taxName: 'GST', taxBp: 0, taxApplied: false, serviceCharge: false },
  subtotal: 442,
  discount: 0,
  serviceOrParcelCharge: 0,
  tax: 0,
  total: 442,
  roundOff: 0,
  tokenNumber: 12,
  status: 'Cancelled',
  isVerified: true,
  isPaid: true,
  createdAt: '2026-11-20T18:00:00.000Z',
  payment: null,
  payments: [{ mode: 'online', amount: 442, at: '2026-11-20T18:01:00.000Z', paymentId: 'pay_A1b2C3d4E5' }],
  refunds: [],
  refunded: 0,
  refund: null,
} as unknown as Order;

const refund = (amount: number, gateway: { refundId: string; status: 'pending' | 'processed' | 'failed' } | null) => ({
  id: 'r1',
  amount,
  mode: gateway ? ('online' as const) : ('cash' as const),
  at: '2026-11-20T18:30:00.000Z',
  by: '',
  reason: '',
  kind: 'cancel' as const,
  gateway,
});

const payment = () => screen.getByTestId('order-payment');

describe('an order in My Orders says how it stands with the money', () => {
  it('an unpaid order says Payment Pending', () => {
    render(<OrderCard order={{ ...base, status: 'Completed', isPaid: false, payments: [] }} />);
    expect(payment()).toHaveTextContent(/^Payment Pending$/);
  });

  it('an order paid online says Paid, never Payment Pending', () => {
    render(<OrderCard order={{ ...base, status: 'Pending' }} />);
    expect(payment()).toHaveTextContent(/^Paid$/);
  });

  it('a cancelled order whose gateway refund is processed says Refunded ₹442.00', () => {
    render(<OrderCard order={{ ...base, refunds: [refund(442, { refundId: 'rfnd_Q1w2E3r4T5', status: 'processed' })], refunded: 442 }} />);
    expect(payment()).toHaveTextContent(/^Refunded ₹442\.00$/);
    expect(payment()).toHaveClass('badge-blue');
  });

  it('a cancelled bill shows its credit note number beside Refunded', () => {
    const creditNote = {
      number: 'TH/CN/2026-27/000003',
      date: '2026-12-03T08:00:00.000Z',
      invoiceNumber: 'TH/2026-27/000010',
      amount: 442,
      taxable: 420.95,
      cgst: 10.52,
      sgst: 10.52,
      igst: 0,
      tax: 21.04,
      rate: 5,
      reason: 'Guest cancelled',
    };
    render(<OrderCard order={{ ...base, refunds: [refund(442, { refundId: 'rfnd_Q1w2E3r4T5', status: 'processed' })], refunded: 442, creditNote }} />);
    expect(payment()).toHaveTextContent(/^Refunded ₹442\.00$/);
    expect(screen.getByTestId('order-credit-note')).toHaveTextContent(/^Credit note TH\/CN\/2026-27\/000003$/);
  });

  it('while the gateway still has the refund it says it is on its way', () => {
    render(<OrderCard order={{ ...base, refunds: [refund(442, { refundId: '', status: 'pending' })], refunded: 442 }} />);
    expect(payment()).toHaveTextContent(/^Refund of ₹442\.00 on its way$/);
  });

  it('a counter refund of part of a paid bill says Paid and Refunded with its amount', () => {
    const paidCash = { ...base, status: 'Completed', payments: [{ mode: 'cash', amount: 442, at: base.createdAt, paymentId: null }] } as Order;
    render(<OrderCard order={{ ...paidCash, refunds: [refund(50, null)], refunded: 50 }} />);
    expect(payment()).toHaveTextContent(/^Paid · Refunded ₹50\.00$/);
  });
});

describe('an order in My Orders in Gujarati and Hindi', () => {
  const CATALOGS = { gu: guCatalog, hi: hiCatalog } as unknown as Record<'gu' | 'hi', AnyCatalog>;
  const inLang = (lang: 'gu' | 'hi', order: Order) =>
    render(
      <I18nProvider lang={lang} catalog={CATALOGS[lang]}>
        <OrderCard order={order} />
      </I18nProvider>,
    );

  it.each([
    ['gu', 'રદ', 'ચૂકવાયું · ₹50.00 પરત કર્યા', 'ટોકન 12', 'ટેકઅવે'],
    ['hi', 'रद्द', 'भुगतान हो गया · ₹50.00 वापस किए गए', 'टोकन 12', 'टेकअवे'],
  ] as const)('%s: the status, the payment, the token and the date read in the language, amounts as everywhere', (lang, status, paid, token, kind) => {
    const paidCash = { ...base, payments: [{ mode: 'cash', amount: 442, at: '2026-11-20T18:01:00.000Z' }] } as unknown as Order;
    inLang(lang, { ...paidCash, refunds: [refund(50, null)], refunded: 50 } as unknown as Order);
    expect(screen.getByTestId('order-status')).toHaveTextContent(status);
    expect(payment()).toHaveTextContent(paid);
    expect(screen.getByText(token)).toBeInTheDocument();
    const date = new Intl.DateTimeFormat(`${lang}-IN`, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(new Date(base.createdAt));
    expect(screen.getByText(`${date} · ${kind}`)).toBeInTheDocument();
    // Latin digits in every language (\d is ASCII only).
    expect(date).toMatch(/\b2026\b/);
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
    expect(document.body.textContent).not.toMatch(/Cancelled|Paid|Refunded|Token|Takeaway|Total/);
  });

  it('names the parcel charge and the GST halves in Gujarati, the tax names and figures kept', () => {
    const rates = { chargeBp: 500, taxName: 'GST', taxBp: 500, taxApplied: true, inclusive: true, split: 'cgst-sgst' };
    inLang('gu', { ...base, rates, serviceOrParcelCharge: 22.1, cgst: 5.26, sgst: 5.26 } as unknown as Order);
    const charges = document.querySelector('.myorder-charges')!.textContent;
    expect(charges).toContain('પાર્સલ ચાર્જ (5%) ₹22.10');
    expect(charges).toContain('CGST (2.5%, સામેલ) ₹5.26');
    expect(charges).toContain('SGST (2.5%, સામેલ) ₹5.26');
    expect(charges).not.toMatch(/included|Parcel charge/);
  });
});
