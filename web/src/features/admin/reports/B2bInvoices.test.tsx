import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { B2bInvoices } from './B2bInvoices';

const getGstReturn = vi.hoisted(() => vi.fn());
vi.mock('@/api/gst-b2b', () => ({ getGstReturn }));

const range = { from: '2026-11-01', to: '2026-11-30' };
const totals = { orders: 3, taxable: 300, cgst: 7.5, sgst: 7.5, igst: 0, tax: 15 };
const invoice = {
  invoice: 'TH/2026-27/000007',
  reference: 'ABC123',
  date: '2026-11-20',
  customerGstin: '27AAPFU0939F1ZV',
  customerName: 'Acme Foods Pvt Ltd',
  rate: 5,
  taxable: 100,
  cgst: 2.5,
  sgst: 2.5,
  igst: 0,
  tax: 5,
  total: 105,
};

beforeEach(() => getGstReturn.mockReset());

describe('the B2B invoices of the GST return', () => {
  it('lists each invoice billed to a GSTIN, then the consumers in summary', async () => {
    getGstReturn.mockResolvedValue({ ...range, b2b: [invoice], b2c: { rates: [], totals } });
    render(<B2bInvoices range={range} />);
    expect(screen.getByText('Loading B2B invoices...')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'TH/2026-27/000007' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '27AAPFU0939F1ZV' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Acme Foods Pvt Ltd' })).toBeInTheDocument();
    expect(screen.getByText(/B2C \(consumers\): 3 orders, taxable \$300.00, tax \$15.00/)).toBeInTheDocument();
    expect(getGstReturn).toHaveBeenCalledWith(range, expect.anything());
  });

  it('says when no invoice was billed to a business', async () => {
    getGstReturn.mockResolvedValue({ ...range, b2b: [], b2c: { rates: [], totals } });
    render(<B2bInvoices range={range} />);
    expect(await screen.findByText('No invoice in this range was billed to a GSTIN.')).toBeInTheDocument();
  });

  it('a failed load says so and offers Try Again, which asks again', async () => {
    getGstReturn.mockRejectedValueOnce(new ApiError(0, 'Network error occurred')).mockResolvedValue({ ...range, b2b: [invoice], b2c: { rates: [], totals } });
    render(<B2bInvoices range={range} />);
    expect(await screen.findByRole('heading', { name: 'Could not load the B2B invoices' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'TH/2026-27/000007' })).toBeInTheDocument();
  });
});
