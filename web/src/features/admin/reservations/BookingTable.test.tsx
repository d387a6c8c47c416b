import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationStatus, ReservationView } from '@domain/booking';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import ReservationsSection from './ReservationsSection';

/** Giving a confirmed booking its table ahead, from the reservations screen. */

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const session = vi.hoisted(() => ({ user: null as SessionUser | null, isLoading: false }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const api = vi.hoisted(() => ({ getReservations: vi.fn(), giveBookingTable: vi.fn(), getPlan: vi.fn(), guestBadges: vi.fn() }));
vi.mock('@/api/reservations-admin', () => ({
  getReservations: api.getReservations,
  giveBookingTable: api.giveBookingTable,
  updateReservationStatus: vi.fn(),
  getReservation: vi.fn(),
  undoReservationMove: vi.fn(),
  sendReservationDueTexts: vi.fn(),
  seatParty: vi.fn(),
}));
vi.mock('@/api/floor-plan', () => ({ getPlan: api.getPlan }));
vi.mock('@/api/guests', () => ({ guestBadges: api.guestBadges }));

const owner: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
let n = 0;
function booking(name: string, over: Partial<ReservationView> = {}): ReservationView {
  const id = `reservation${String(++n).padStart(9, '0')}`;
  const status: ReservationStatus = 'confirmed';
  return {
    _id: id,
    id,
    reservationId: id,
    reference: id.slice(-8).toUpperCase(),
    name,
    phone: '9876543210',
    email: null,
    // Far ahead, so the booking is today's or later whatever the day the test runs.
    date: '2099-01-01',
    time: '19:00',
    partySize: 4,
    tableNumber: 'TBD',
    tableId: null,
    notes: '',
    status,
    isVerified: true,
    otpStatus: 'Verified',
    createdAt: '2026-11-20T10:00:00.000Z',
    started: false,
    ...over,
  };
}
const listOf = (reservations: ReservationView[]) => ({
  message: `${reservations.length} reservations loaded successfully`,
  data: { reservations, total: reservations.length, page: 1, limit: 20, summary: { total: 1, confirmed: 1, pending: 0, guests: 4 }, searchTruncated: false },
});
const table = (id: string, name: string, seats: number, area: string) => ({ id, name, seats, area, x: 10, y: 10, shape: 'square' as const });
const PLAN = {
  areas: ['Ground floor', 'Terrace'],
  tables: [table('T2', '2', 2, 'Ground floor'), table('T7', '7', 4, 'Ground floor'), table('T12', '12', 6, 'Terrace')],
};
const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

beforeEach(() => {
  vi.clearAllMocks();
  session.user = owner;
  api.guestBadges.mockResolvedValue({});
});

describe('a booking given a table ahead', () => {
  it('offers the plan’s tables by area with their seats, marks one too small, and shows the table given', async () => {
    const nisha = booking('Nisha Desai');
    api.getReservations.mockResolvedValue(listOf([nisha]));
    let answerPlan: (p: typeof PLAN) => void = () => undefined;
    api.getPlan.mockReturnValue(new Promise((resolve) => (answerPlan = resolve)));
    render(<ReservationsSection />);
    await screen.findByText('Nisha Desai');

    // While the plan loads, the row says so instead of offering a select.
    expect(await rowOf('Nisha Desai').findByText('Loading tables...')).toBeInTheDocument();
    answerPlan(PLAN);
    const select = await rowOf('Nisha Desai').findByRole<HTMLSelectElement>('combobox', { name: `Table for reservation ${nisha.reference}` });
    expect(select.value).toBe('');
    expect(within(select).getByRole('group', { name: 'Ground floor' })).toBeInTheDocument();
    expect(within(select).getByRole('group', { name: 'Terrace' })).toBeInTheDocument();
    expect([...select.options].map((o) => o.textContent)).toEqual(['No table', 'Table 2, 2 seats (too small for 4)', 'Table 7, 4 seats', 'Table 12, 6 seats']);

    api.giveBookingTable.mockResolvedValue({ message: 'Table 7 given', data: { ...nisha, tableId: 'T7', tableNumber: '7' } });
    fireEvent.change(select, { target: { value: 'T7' } });
    expect(select).toBeDisabled();
    expect(rowOf('Nisha Desai').getByText('Saving...')).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(api.giveBookingTable).toHaveBeenCalledWith(nisha.id, 'T7');
    expect(select.value).toBe('T7');
    expect(toast.success).toHaveBeenCalledWith('Table 7 given');

    // "No table" takes it back.
    api.giveBookingTable.mockResolvedValue({ message: 'Table taken back', data: { ...nisha, tableId: null, tableNumber: 'TBD' } });
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(api.giveBookingTable).toHaveBeenLastCalledWith(nisha.id, null));
    await waitFor(() => expect(select.value).toBe(''));
  });

  it('shows the server’s refusal by the control (another booking has the table) and keeps the booking’s table', async () => {
    const meera = booking('Meera Iyer', { time: '21:00' });
    api.getReservations.mockResolvedValue(listOf([meera]));
    api.getPlan.mockResolvedValue(PLAN);
    render(<ReservationsSection />);
    await screen.findByText('Meera Iyer');
    const select = await rowOf('Meera Iyer').findByRole<HTMLSelectElement>('combobox', { name: /^Table for reservation/ });

    api.giveBookingTable.mockRejectedValue(
      new ApiError(409, 'Table 2 is given to Kiran Patel’s booking at 20:00', {
        success: false,
        message: 'Table 2 is given to Kiran Patel’s booking at 20:00',
        code: 'conflict',
      }),
    );
    fireEvent.change(select, { target: { value: 'T2' } });
    const refusal = await rowOf('Meera Iyer').findByRole('alert');
    expect(refusal).toHaveTextContent('Table 2 is given to Kiran Patel’s booking at 20:00');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Table 2 is given to Kiran Patel’s booking at 20:00');
    expect(select.value).toBe('');
    expect(toast.success).not.toHaveBeenCalled();

    // The next choice that the server accepts clears the refusal.
    api.giveBookingTable.mockResolvedValue({ message: 'Table 7 given', data: { ...meera, tableId: 'T7', tableNumber: '7' } });
    fireEvent.change(select, { target: { value: 'T7' } });
    await waitFor(() => expect(select.value).toBe('T7'));
    expect(rowOf('Meera Iyer').queryByRole('alert')).toBeNull();
  });

  it('says when the tables could not be loaded, and tries again', async () => {
    api.getReservations.mockResolvedValue(listOf([booking('Dev Rao')]));
    api.getPlan.mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValue(PLAN);
    render(<ReservationsSection />);
    await screen.findByText('Dev Rao');
    const failed = await rowOf('Dev Rao').findByRole('alert');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Dev Rao').findByRole('combobox', { name: /^Table for reservation/ })).toBeInTheDocument();
  });

  it('shows the table of a booking not offered one (seated, or another status) as text: "Table 5", or "Table TBD"', async () => {
    api.getReservations.mockResolvedValue(
      listOf([booking('Asha Patel', { seatedAt: '2099-01-01T13:00:00.000Z', tableId: 'T5', tableNumber: '5' }), booking('Ravi Shah', { status: 'cancelled' })]),
    );
    render(<ReservationsSection />);
    await screen.findByText('Asha Patel');
    expect(await rowOf('Asha Patel').findByText('Table 5')).toBeInTheDocument();
    expect(rowOf('Ravi Shah').getByText('Table TBD')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Table for reservation/ })).toBeNull();
    expect(api.getPlan).not.toHaveBeenCalled();
  });
});
