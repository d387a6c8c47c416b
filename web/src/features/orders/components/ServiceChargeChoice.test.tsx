import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceChargeChoice } from './ServiceChargeChoice';

describe('the service charge at checkout', () => {
  it('is offered unticked with its rate, and ticking it adds it', async () => {
    const onChange = vi.fn();
    render(<ServiceChargeChoice chargeBp={1000} checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /Add a service charge \(10%\)/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('a guest can untick it when it starts ticked', async () => {
    const onChange = vi.fn();
    render(<ServiceChargeChoice chargeBp={1250} checked onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /12.5%/ }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('is not offered when the restaurant charges none', () => {
    render(<ServiceChargeChoice chargeBp={0} checked={false} onChange={vi.fn()} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
