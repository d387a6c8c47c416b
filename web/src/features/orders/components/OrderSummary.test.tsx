import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './OrderSummary';

const lines = [{ _id: 'a', name: 'Gujarati Thali', price: 10, quantity: 2 }];
const rates = (chargeBp: number) => ({ chargeBp, taxName: 'GST', taxBp: 900, taxApplied: true });

describe('OrderSummary', () => {
  it('shows no "Service charge (0%)" line when the restaurant charges none', () => {
    const price = { subtotal: 20, discount: 0, serviceOrParcelCharge: 0, tax: 1.8, total: 21.8, taxable: 20, cgst: 0, sgst: 0, igst: 0, roundOff: 0 };
    render(<OrderSummary lines={lines} orderType="dine-in" rates={rates(0)} price={price} />);
    expect(screen.queryByText(/Service charge/)).toBeNull();
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
  });

  it('shows the service charge with its rate when there is one', () => {
    const price = { subtotal: 20, discount: 0, serviceOrParcelCharge: 2, tax: 1.98, total: 23.98, taxable: 22, cgst: 0, sgst: 0, igst: 0, roundOff: 0 };
    render(<OrderSummary lines={lines} orderType="dine-in" rates={rates(1000)} price={price} />);
    expect(screen.getByText(/Service charge/)).toHaveTextContent('10%');
  });

  it('shows a discount as its own line, and no service charge line when the guest declined it', () => {
    const price = { subtotal: 20, discount: 2, serviceOrParcelCharge: 0, tax: 1.62, total: 19.62, taxable: 18, cgst: 0, sgst: 0, igst: 0, roundOff: 0 };
    render(<OrderSummary lines={lines} orderType="dine-in" rates={{ ...rates(1000), serviceCharge: false }} price={price} />);
    expect(screen.getByText('Discount').nextSibling).toHaveTextContent('-$2.00');
    expect(screen.queryByText(/Service charge/)).toBeNull();
  });
});
