import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ShortLines } from '../cart-problems';
import { OrderSummary, type SummaryLine } from './OrderSummary';

const price = { subtotal: 30, discount: 0, serviceOrParcelCharge: 0, tax: 0, total: 30, taxable: 30, cgst: 0, sgst: 0, igst: 0, roundOff: 0 };
const rates = { chargeBp: 0, taxName: 'GST', taxBp: 0, taxApplied: false };

/** Checkout as the page wires it: the cart's lines, its setQuantity, and the lines the server refused. */
function Checkout({ start, refused }: { start: SummaryLine[]; refused: ShortLines }) {
  const [lines, setLines] = useState(start);
  const setQuantity = (id: string, q: number) =>
    setLines((ls) => (q <= 0 ? ls.filter((l) => l._id !== id) : ls.map((l) => (l._id === id ? { ...l, quantity: q } : l))));
  return <OrderSummary lines={lines} orderType="takeaway" rates={rates} price={price} onQuantity={setQuantity} short={refused} />;
}

const thali = { _id: 'thali_x', name: 'Lunch Thali', price: 10, quantity: 3 };
const chai = { _id: 'chai', name: 'Masala Chai', price: 1, quantity: 2 };

describe('the cart at checkout', () => {
  it('each line has − / + and Remove; − stops at 1 and Remove takes the line out', () => {
    render(<Checkout start={[thali, chai]} refused={{}} />);

    fireEvent.click(screen.getByRole('button', { name: 'Increase Masala Chai' }));
    expect(screen.getByText('Masala Chai').parentElement).toHaveTextContent('× 3');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Masala Chai' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Masala Chai' }));
    expect(screen.getByRole('button', { name: 'Decrease Masala Chai' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Masala Chai' }));
    expect(screen.queryByText('Masala Chai')).toBeNull();
    expect(screen.getByText('Lunch Thali')).toBeInTheDocument();
  });

  it("a short line says 'Only 1 plate left' in place, + stops there, and one tap lowers it to 1", () => {
    render(<Checkout start={[thali, chai]} refused={{ thali_x: { left: 1 } }} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Only 1 plate left');
    fireEvent.click(screen.getByRole('button', { name: 'Lower to 1' }));

    expect(screen.getByText('Lunch Thali').parentElement).toHaveTextContent('× 1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Increase Lunch Thali' })).toBeDisabled();
  });

  it('a sold-out line is removed by its one tap', () => {
    render(<Checkout start={[thali, chai]} refused={{ chai: { left: 0 } }} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Sold out');
    fireEvent.click(screen.getByRole('button', { name: 'Remove it' }));

    expect(screen.queryByText('Masala Chai')).toBeNull();
  });

  it('without onQuantity (a placed order) there are no controls', () => {
    render(<OrderSummary lines={[thali]} orderType="takeaway" rates={rates} price={price} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
