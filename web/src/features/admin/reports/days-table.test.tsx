import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SalesReport } from '@/api/reports-admin';
import { DaysTable } from './report-parts';

const rupees = (n: number) => `₹${n.toFixed(2)}`;
const figures = { discounts: 0, charges: 0, cancelled: 0, voided: 0 };
// Two tax-inclusive days in India: ₹957 and ₹1914 charged, GST inside the prices, totals rounded to the rupee.
const report = {
  days: [
    { date: '2026-11-19', orders: 1, items: 957, taxable: 911.43, tax: 45.58, roundOff: -0.01, total: 957, ...figures },
    { date: '2026-11-20', orders: 2, items: 1914, taxable: 1822.86, tax: 91.16, roundOff: -0.02, total: 1914, ...figures },
    { date: '2026-11-21', orders: 0, items: 0, taxable: 0, tax: 0, roundOff: 0, total: 0, ...figures },
  ],
  totals: { orders: 3, items: 2871, taxable: 2734.29, tax: 136.74, roundOff: -0.03, total: 2871, ...figures },
} as unknown as SalesReport;

const amount = (cell: HTMLElement) => Number(cell.textContent!.replace(/[₹,]/g, '').replace('−', '-'));

describe('sales by day', () => {
  it('shows a taxable value for each day, and taxable value + tax + round-off adds up to the total on every row', () => {
    render(<DaysTable data={report} money={rupees} />);
    const table = screen.getByRole('table', { name: /Taxable value \+ tax \+ round-off = total/ });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Day', 'Orders', 'Menu value', 'Discounts', 'Charges', 'Taxable value', 'Tax', 'Round-off', 'Total']);
    const col = (name: string) => heads.indexOf(name) - 1;

    const rows = within(table).getAllByRole('row').slice(1);
    // The day without orders is left out; the two days and the total remain.
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      const sum = amount(cells[col('Taxable value')]!) + amount(cells[col('Tax')]!) + amount(cells[col('Round-off')]!);
      expect(Math.round(sum * 100)).toBe(Math.round(amount(cells[col('Total')]!) * 100));
    }
    expect(within(rows[0]!).getAllByRole('cell')[col('Taxable value')]).toHaveTextContent('₹911.43');
  });

  it('leaves the round-off column out where no total was rounded', () => {
    const plain = {
      days: [{ date: '2026-11-19', orders: 1, items: 10, taxable: 11, tax: 0.99, roundOff: 0, total: 11.99, ...figures, charges: 1 }],
      totals: { orders: 1, items: 10, taxable: 11, tax: 0.99, roundOff: 0, total: 11.99, ...figures, charges: 1 },
    } as unknown as SalesReport;
    render(<DaysTable data={plain} money={rupees} />);
    expect(screen.queryByRole('columnheader', { name: 'Round-off' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Taxable value \+ tax = total/ })).toBeInTheDocument();
  });
});
