import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '@domain/settings';
import { OrderTypeChooser } from './OrderTypeChooser';

const ordering = { orderTypes: ['dine-in', 'takeaway'], serviceChargeBp: 0, parcelChargeBp: 500 } as unknown as Settings['ordering'];
const PAUSED = 'The kitchen has paused takeaway orders until 1:30 PM to catch up. Please try again then, or order dine-in.';

describe('the order type choice on /order', () => {
  it("while takeaway is paused, its choice says so and can't be chosen; dine-in still can", () => {
    const onChoose = vi.fn();
    render(<OrderTypeChooser ordering={ordering} selected="takeaway" onChoose={onChoose} paused={{ takeaway: PAUSED }} />);

    const takeaway = screen.getByRole('button', { name: /Takeaway/ });
    expect(takeaway).toBeDisabled();
    expect(takeaway).toHaveTextContent(PAUSED);
    expect(takeaway).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(takeaway);
    fireEvent.click(screen.getByRole('button', { name: /Dine-in/ }));

    expect(onChoose.mock.calls).toEqual([['dine-in']]);
  });

  it('offers takeaway with its charge when it is not paused', () => {
    render(<OrderTypeChooser ordering={ordering} selected={null} onChoose={() => {}} />);
    expect(screen.getByRole('button', { name: /Takeaway/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Takeaway/ })).toHaveTextContent('5% parcel charge');
  });
});
