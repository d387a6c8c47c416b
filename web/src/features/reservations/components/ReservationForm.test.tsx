import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING } from '@domain/restaurant';
import { addDays, restaurantDate } from '@domain/time';
import { ReservationForm, emptyForm, type ReservationFormValues } from './ReservationForm';

const getAvailability = vi.hoisted(() => vi.fn());
vi.mock('../api/get-availability', () => ({ getAvailability }));

const date = addDays(restaurantDate(new Date()), 3);
const slots = (overrides: Record<string, { remaining: number; available: boolean }>) =>
  BOOKING.slots.map((time) => ({ time, past: false, ...(overrides[time] ?? { remaining: 40, available: true }) }));

const onSubmit = vi.fn(async () => undefined);
function Harness() {
  const [values, setValues] = useState<ReservationFormValues>(emptyForm);
  return <ReservationForm values={values} onChange={setValues} onSubmit={onSubmit} submitting={false} refreshKey={0} />;
}
const field = (label: string) => screen.getByLabelText(label);
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  vi.clearAllMocks();
  getAvailability.mockResolvedValue({ date, partySize: 2, slots: slots({ '19:00': { remaining: 0, available: false }, '20:00': { remaining: 1, available: false } }) });
});

describe('the Table Reservation form', () => {
  it("says 'Please fill in all required fields' and books nothing when name, phone, date or time is missing", async () => {
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve Table' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields'));
    for (const label of ['Full name *', 'Phone number *', 'Date *', 'Time *']) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers 14 times from 8:00 AM to 9:00 PM, guests 1 to 10 defaulting to 2, and dates from today to today + 30', async () => {
    render(<Harness />);
    const times = [...(field('Time *') as HTMLSelectElement).options].slice(1).map((o) => o.textContent);
    expect(times).toHaveLength(14);
    expect(times[0]).toBe('8:00 AM');
    expect(times[13]).toBe('9:00 PM');
    expect(field('Guests *')).toHaveValue('2');
    expect((field('Guests *') as HTMLSelectElement).options).toHaveLength(10);
    // The window is today's, set in the browser once the booking rules load with the first touch (the prerendered form has none).
    fireEvent.focus(field('Date *'));
    await waitFor(() => expect(field('Date *')).toHaveAttribute('min', restaurantDate(new Date())));
    expect(field('Date *')).toHaveAttribute('max', addDays(restaurantDate(new Date()), 30));
  });

  it('shows full slots, and slots without room for the party, as unavailable for the chosen date', async () => {
    render(<Harness />);
    change('Date *', date);
    await waitFor(() => expect(getAvailability).toHaveBeenCalledWith(date, 2, expect.any(AbortSignal)));
    const option = (time: string) => screen.getByRole('option', { name: new RegExp(`^${time}`) }) as HTMLOptionElement;
    await waitFor(() => expect(option('7:00 PM')).toBeDisabled());
    expect(option('7:00 PM')).toHaveTextContent('7:00 PM (unavailable: fully booked)');
    expect(option('8:00 PM')).toHaveTextContent('8:00 PM (unavailable: 1 seat left, 2 needed)');
    expect(option('6:00 PM')).toBeEnabled();

    change('Guests *', '5');
    await waitFor(() => expect(getAvailability).toHaveBeenLastCalledWith(date, 5, expect.any(AbortSignal)));
  });

  it('keeps digits only in the phone and sends the parsed booking', async () => {
    render(<Harness />);
    change('Full name *', '  Asha Patel ');
    change('Phone number *', '98765-43210');
    expect(field('Phone number *')).toHaveValue('9876543210');
    change('Date *', date);
    await waitFor(() => expect(screen.getByRole('option', { name: /^6:00 PM/ })).toBeEnabled());
    change('Time *', '18:00');
    change('Special requests (optional)', 'Window seat');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve Table' })));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha Patel', phone: '9876543210', email: null, date, time: '18:00', partySize: 2, notes: 'Window seat' });
  });

  it('refuses a bad email with a clear message', async () => {
    render(<Harness />);
    change('Full name *', 'Asha');
    change('Phone number *', '9876543210');
    change('Email (optional)', 'asha@');
    change('Date *', date);
    await waitFor(() => expect(screen.getByRole('option', { name: /^6:00 PM/ })).toBeEnabled());
    change('Time *', '18:00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve Table' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(field('Email (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
