import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityView, SlotAvailability } from '@domain/booking';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { addDays, restaurantDate } from '@domain/time';
import { ApiError } from '@/lib/api-client';
import { ReservationForm, emptyForm, type ReservationFormValues } from './ReservationForm';

const getAvailability = vi.hoisted(() => vi.fn());
vi.mock('@/api/reservations', () => ({ getAvailability }));
const settings = vi.hoisted(() => ({ current: null as unknown as Settings }));
vi.mock('@/lib/settings', () => ({ useSettings: () => settings.current }));

const TZ = DEFAULT_SETTINGS.locale.timeZone;
const today = restaurantDate(new Date(), TZ);
const date = addDays(today, 3);
const slot = (time: string, over: Partial<SlotAvailability> = {}): SlotAvailability => ({
  time,
  remaining: 40,
  available: true,
  past: false,
  tooSoon: false,
  ...over,
});
const answer = (over: Partial<AvailabilityView> = {}): AvailabilityView => ({
  date,
  partySize: 2,
  slots: [
    slot('12:00'),
    slot('12:30'),
    slot('13:00'),
    slot('19:00', { remaining: 0, available: false }),
    slot('19:30', { remaining: 1, available: false }),
    slot('20:00'),
  ],
  closed: null,
  next: null,
  ...over,
});

const onSubmit = vi.fn(async () => undefined);
function Harness() {
  const [values, setValues] = useState<ReservationFormValues>(() => emptyForm(settings.current));
  return <ReservationForm values={values} onChange={setValues} onSubmit={onSubmit} submitting={false} refreshKey={0} />;
}
const field = (label: string) => screen.getByLabelText(label);
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const timeOptions = () => [...(field('Time *') as HTMLSelectElement).options].slice(1).map((o) => o.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  settings.current = DEFAULT_SETTINGS;
  getAvailability.mockImplementation(async (d: string, partySize: number) => answer({ date: d, partySize }));
});

describe('the Table Reservation form', () => {
  it("says 'Please fill in all required fields' and books nothing when name, phone, date or time is missing", async () => {
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve Table' })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields'));
    for (const label of ['Full name *', 'Phone number *', 'Date *', 'Time *']) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the party sizes and the dates the settings allow, and no time until a date is chosen', async () => {
    settings.current = { ...DEFAULT_SETTINGS, booking: { ...DEFAULT_SETTINGS.booking, minPartySize: 2, maxPartySize: 6, daysAhead: 14 } };
    render(<Harness />);
    expect([...(field('Guests *') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['2', '3', '4', '5', '6']);
    expect(field('Guests *')).toHaveValue('2');
    expect(field('Date *')).toHaveAttribute('min', today);
    expect(field('Date *')).toHaveAttribute('max', addDays(today, 14));
    expect(timeOptions()).toEqual([]);
    expect(screen.getByRole('option', { name: 'Choose a date first' })).toBeInTheDocument();
    expect(getAvailability).not.toHaveBeenCalled();
  });

  it("lists exactly the server's times for the date, full ones and ones without room for the party unavailable", async () => {
    render(<Harness />);
    change('Date *', date);
    await waitFor(() => expect(getAvailability).toHaveBeenCalledWith(date, 2, expect.any(AbortSignal)));
    await screen.findByText('Times that are full or past are shown as unavailable.');
    expect(timeOptions()).toEqual([
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '7:00 PM (unavailable: fully booked)',
      '7:30 PM (unavailable: 1 seat left, 2 needed)',
      '8:00 PM',
    ]);
    const option = (name: RegExp) => screen.getByRole('option', { name }) as HTMLOptionElement;
    expect(option(/^7:00 PM/)).toBeDisabled();
    expect(option(/^7:30 PM/)).toBeDisabled();
    expect(option(/^8:00 PM/)).toBeEnabled();

    change('Guests *', '5');
    await waitFor(() => expect(getAvailability).toHaveBeenLastCalledWith(date, 5, expect.any(AbortSignal)));
  });

  it('on a closed date shows the closure and the next time, and a button that picks it', async () => {
    const closedDay = addDays(today, 4);
    const next = { date: addDays(today, 5), time: '12:00' };
    getAvailability.mockImplementation(async (d: string, partySize: number) =>
      d === closedDay
        ? answer({
            date: d,
            partySize,
            slots: [],
            closed: { note: 'Diwali', message: 'We are closed on that day (Diwali). The next time you can book is the day after at 12:00.' },
            next,
          })
        : answer({ date: d, partySize }),
    );
    render(<Harness />);
    change('Date *', closedDay);
    const status = await screen.findByText(/We are closed on that day \(Diwali\)/);
    expect(status).toHaveTextContent('The next time you can book is the day after at 12:00.');
    expect(timeOptions()).toEqual([]);
    expect(screen.getByRole('option', { name: 'No times on this date' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Book .+ at 12:00 PM$/ }));
    await waitFor(() => expect(field('Date *')).toHaveValue(next.date));
    await screen.findByText('Times that are full or past are shown as unavailable.');
    expect(field('Time *')).toHaveValue('12:00');
  });

  it("shows the server's refusal of a date outside the window, and offers to try again when the times could not load", async () => {
    getAvailability.mockRejectedValueOnce(
      new ApiError(400, 'Reservations can be made up to 30 days in advance (until Friday 1 January).', {
        code: 'validation_failed',
        message: 'Reservations can be made up to 30 days in advance (until Friday 1 January).',
      }),
    );
    render(<Harness />);
    change('Date *', addDays(today, 40));
    await screen.findByText('Reservations can be made up to 30 days in advance (until Friday 1 January).');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    getAvailability.mockRejectedValueOnce(new ApiError(0, 'Network error occurred'));
    change('Date *', date);
    await screen.findByText(/Network error occurred/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Times that are full or past are shown as unavailable.');
  });

  it('keeps digits only in the phone and sends the parsed booking', async () => {
    render(<Harness />);
    change('Full name *', '  Asha Patel ');
    change('Phone number *', '98765-43210');
    expect(field('Phone number *')).toHaveValue('9876543210');
    change('Date *', date);
    await waitFor(() => expect(screen.getByRole('option', { name: /^8:00 PM/ })).toBeEnabled());
    change('Time *', '20:00');
    change('Special requests (optional)', 'Window seat');
    change('Occasion (optional)', 'birthday');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve Table' })));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Asha Patel',
      phone: '9876543210',
      email: null,
      date,
      time: '20:00',
      partySize: 2,
      notes: 'Window seat',
      occasion: 'birthday',
      reminders: true,
      lang: 'en',
    });
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(217) 555-0142', '2175550142'],
    ['98765432101', '98765432101'],
  ])('reads a pasted phone %j as %j', (pasted, digits) => {
    render(<Harness />);
    change('Phone number *', pasted);
    expect(field('Phone number *')).toHaveValue(digits);
    expect(field('Phone number *')).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('refuses a bad email with a clear message', async () => {
    render(<Harness />);
    change('Full name *', 'Asha');
    change('Phone number *', '9876543210');
    change('Email (optional)', 'asha@');
    change('Date *', date);
    await waitFor(() => expect(screen.getByRole('option', { name: /^8:00 PM/ })).toBeEnabled());
    change('Time *', '20:00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve Table' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(field('Email (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
