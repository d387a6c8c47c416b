import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { addDays, restaurantDate } from '@domain/time';
import { BookingPolicy } from './BookingPolicy';

const settings = vi.hoisted(() => ({ current: null as unknown as Settings }));
vi.mock('@/lib/settings', () => ({ useSettings: () => settings.current }));

const today = restaurantDate(new Date(), DEFAULT_SETTINGS.locale.timeZone);

beforeEach(() => {
  settings.current = DEFAULT_SETTINGS;
});

describe('the booking policy', () => {
  it("states the settings' rules, the closures ahead within the window, and the restaurant's phone", () => {
    settings.current = {
      ...DEFAULT_SETTINGS,
      identity: { ...DEFAULT_SETTINGS.identity, phone: '+91 22 5555 0000' },
      booking: { ...DEFAULT_SETTINGS.booking, daysAhead: 10, maxPartySize: 8, cancelCutoffMinutes: 120 },
      closures: [
        { from: addDays(today, -5), to: addDays(today, -4), note: 'Over already' },
        { from: addDays(today, 2), to: addDays(today, 2), note: 'Holi' },
        { from: addDays(today, 40), to: addDays(today, 41), note: 'Far away' },
      ],
    };
    render(
      <MemoryRouter>
        <BookingPolicy />
      </MemoryRouter>,
    );
    const policy = screen.getByRole('heading', { name: 'Reservation policy' }).closest('section')!;
    const text = policy.textContent!;
    expect(text).toContain('Reservations can be made up to 10 days in advance.');
    expect(text).toContain('For parties larger than 8, please call us.');
    expect(text).toContain('You can cancel online up to 2 hours before your booking.');
    const closed = within(policy).getByRole('heading', { name: 'We are closed' }).nextElementSibling!;
    expect(closed.textContent).toContain('(Holi)');
    expect(closed.textContent).not.toContain('Over already');
    expect(closed.textContent).not.toContain('Far away');
    expect(within(policy).getByRole('link', { name: '+91 22 5555 0000' })).toHaveAttribute('href', 'tel:+912255550000');
  });
});
