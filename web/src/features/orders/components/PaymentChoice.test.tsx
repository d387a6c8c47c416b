import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentChoice } from './PaymentChoice';

describe("checkout's payment choice", () => {
  it('when the restaurant takes no payment online, shows nothing', () => {
    const { container } = render(<PaymentChoice offer="off" method="counter" onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when optional, offers paying now or at the counter, and says which the guest picks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PaymentChoice offer="optional" method="online" onChange={onChange} />);

    expect(screen.getByRole('group', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pay now \(UPI or card\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay at the counter/ })).not.toBeChecked();
    await user.click(screen.getByText('Pay at the counter'));
    expect(onChange).toHaveBeenCalledWith('counter');
  });

  it('when required, says plainly that the order is paid now, with nothing to choose', () => {
    render(<PaymentChoice offer="required" method="online" onChange={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Pay now (UPI or card)')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
