import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ShortLines } from '../cart-problems';
import { OrderSummary, type SummaryLine } from './OrderSummary';

const price = { subtotal: 30, discount: 0, serviceOrParcelCharge: 0, tax: 0, total: 30, taxable: 30, cgst: 0, sgst: 0, igst: 0, roundOff: 0 };
const rates = { chargeBp: 0, taxName: 'GST', taxBp: 0, taxApplied: false };

/** Checkout as the page wires it: the cart's lines, its setQuantity, and the lines the server refused. */
function Checkout({ start, refused, maxThalis }: { start: SummaryLine[]; refused: ShortLines; maxThalis?: number }) {
  const [lines, setLines] = useState(start);
  const setQuantity = (id: string, q: number) =>
    setLines((ls) => (q <= 0 ? ls.filter((l) => l._id !== id) : ls.map((l) => (l._id === id ? { ...l, quantity: q } : l))));
  return <OrderSummary lines={lines} orderType="takeaway" rates={rates} price={price} onQuantity={setQuantity} short={refused} maxThalis={maxThalis} />;
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

  it('+ on a thali stops at the thalis one online order may take, and says why; other dishes still go up', () => {
    const lunch = { _id: 'thali_2035-08-14_all-day', name: 'Kathiyawadi Thali', price: 10, quantity: 7 };
    render(<Checkout start={[lunch, chai]} refused={{}} maxThalis={8} />);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Increase Kathiyawadi Thali' }));

    expect(screen.getByText('Kathiyawadi Thali').parentElement).toHaveTextContent('× 8');
    const plus = screen.getByRole('button', { name: 'Increase Kathiyawadi Thali' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription('An online order can have at most 8 thalis. For a larger order, please call us or order at the counter.');
    expect(screen.getByRole('button', { name: 'Increase Masala Chai' })).toBeEnabled();
  });

  it('a cart over the limit (filled from the menu) is marked, and lowering it to the limit clears the mark', () => {
    const lunch = { _id: 'thali_2035-08-14_all-day', name: 'Kathiyawadi Thali', price: 10, quantity: 9 };
    render(<Checkout start={[lunch]} refused={{}} maxThalis={8} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'at most 8 thalis. For a larger order, please call us or order at the counter. Please lower the thalis to 8.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Kathiyawadi Thali' }));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('An online order can have at most 8 thalis.');
  });

  it('without onQuantity (a placed order) there are no controls', () => {
    render(<OrderSummary lines={[thali]} orderType="takeaway" rates={rates} price={price} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
