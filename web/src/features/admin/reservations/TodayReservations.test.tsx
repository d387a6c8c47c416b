import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationView } from '@domain/booking';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { restaurantDate } from '@domain/time';
import { ApiError } from '@/lib/api-client';
import { TodayReservations } from './TodayReservations';

const get = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), api: { get } }));
vi.mock('@/lib/settings', () => ({ useSettings: () => DEFAULT_SETTINGS, settingsNow: () => DEFAULT_SETTINGS }));

// "Today" is the restaurant's, in the settings' time zone.
const today = restaurantDate(new Date(), DEFAULT_SETTINGS.locale.timeZone);
const reservation = (over: Partial<ReservationView>): ReservationView => ({
  _id: 'abcdefghijklmnxyz123',
  id: 'abcdefghijklmnxyz123',
  reservationId: 'abcdefghijklmnxyz123',
  reference: 'MNXYZ123',
  name: 'Asha Patel',
  phone: '9876543210',
  email: null,
  date: today,
  time: '19:00',
  partySize: 4,
  tableNumber: 'TBD',
  notes: '',
  status: 'confirmed',
  isVerified: true,
  otpStatus: 'Verified',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const envelope = (reservations: ReservationView[]) => ({ success: true, data: { reservations, total: reservations.length } });
const show = async () => {
  await act(async () => {
    render(
      <MemoryRouter>
        <TodayReservations />
      </MemoryRouter>,
    );
  });
};

beforeEach(() => vi.clearAllMocks());

describe("the dashboard's Today's Reservations", () => {
  it('asks for today with limit 5 and shows name, status, the reference as every screen shows it, 12-hour time, party, phone, date and notes cut at 50', async () => {
    const notes = 'Please seat us near the window, we are celebrating a birthday tonight';
    get.mockResolvedValueOnce(envelope([reservation({ notes })]));
    await show();
    expect(get).toHaveBeenCalledWith(`/reservations/today?date=${today}&limit=5`, expect.anything());
    const item = within(screen.getByRole('listitem'));
    expect(item.getByText('Asha Patel')).toBeInTheDocument();
    expect(item.getByText('confirmed')).toHaveClass('badge-green');
    expect(item.getByText('#MNXYZ123')).toBeInTheDocument();
    expect(item.getByText('7:00 PM')).toBeInTheDocument();
    expect(item.getByText('4 guests')).toBeInTheDocument();
    expect(item.getByText('+91 9876543210')).toBeInTheDocument();
    expect(item.getByText(today)).toBeInTheDocument();
    expect(item.getByText(`${notes.slice(0, 50)}...`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Reservations' })).toHaveAttribute('href', '/adminreservations');
  });

  it('falls back to /reservations/today when the dated call fails', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'Server error')).mockResolvedValueOnce(envelope([reservation({ status: 'completed', name: 'Ravi' })]));
    await show();
    expect(get).toHaveBeenLastCalledWith('/reservations/today', expect.anything());
    expect(screen.getByText('completed')).toHaveClass('badge-blue');
  });

  it("says 'Error loading reservations' with Try Again, which loads again", async () => {
    get.mockRejectedValue(new ApiError(0, 'Network error occurred'));
    await show();
    expect(screen.getByRole('heading', { name: 'Error loading reservations' })).toBeInTheDocument();
    expect(screen.getByText('Network error occurred')).toBeInTheDocument();
    get.mockReset();
    get.mockResolvedValue(envelope([]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(screen.getByText('No reservations for today')).toBeInTheDocument();
  });

  it("shows 'Loading reservations...' while it loads, and Refresh loads again", async () => {
    let resolve: (v: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    await show();
    expect(screen.getByText('Loading reservations...')).toBeInTheDocument();
    await act(async () => resolve(envelope([])));
    expect(screen.getByText('No reservations for today')).toBeInTheDocument();
    get.mockResolvedValueOnce(envelope([reservation({ name: 'Meera' })]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    expect(screen.getByText('Meera')).toBeInTheDocument();
  });
});
