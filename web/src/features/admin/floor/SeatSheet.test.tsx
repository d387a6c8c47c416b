import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FloorTableView } from '@/api/floor';
import { ApiError } from '@/lib/api-client';
import { SeatSheet } from './SeatSheet';

const api = vi.hoisted(() => ({ seatParty: vi.fn() }));
vi.mock('@/api/floor', () => api);

const T5: FloorTableView = { id: 'T5', name: '5', seats: 4, area: 'Ground floor', x: 15, y: 50, shape: 'round', status: 'free', bill: null, reservation: null };

beforeEach(() => {
  api.seatParty.mockReset();
});

describe('seating a party', () => {
  it('refuses 0 guests before asking the server', async () => {
    render(<SeatSheet table={T5} onClose={vi.fn()} onSeated={vi.fn()} />);
    const guests = screen.getByLabelText('Guests');
    await userEvent.clear(guests);
    await userEvent.type(guests, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Seat' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Guests must be a whole number, 1 or more');
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(api.seatParty).not.toHaveBeenCalled();
  });

  it('seats a walk-in of 4 with a name and phone and hands back the bill', async () => {
    api.seatParty.mockResolvedValue({ billId: 'b1' });
    const onSeated = vi.fn();
    render(<SeatSheet table={T5} onClose={vi.fn()} onSeated={onSeated} />);
    await userEvent.click(screen.getByRole('button', { name: 'One guest more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One guest more' }));
    await userEvent.type(screen.getByLabelText(/Name/), 'Mehta');
    await userEvent.type(screen.getByLabelText(/Phone/), '98250 12345');
    await userEvent.click(screen.getByRole('button', { name: 'Seat' }));
    expect(api.seatParty).toHaveBeenCalledWith('T5', { guests: 4, name: 'Mehta', phone: '9825012345' });
    expect(onSeated).toHaveBeenCalledWith('b1');
  });

  it("offers a reserved table's booking, and seats it by its reservation", async () => {
    api.seatParty.mockResolvedValue({ billId: 'b2' });
    const reserved: FloorTableView = { ...T5, status: 'reserved', reservation: { id: 'r9', name: 'Shah', time: '19:30', partySize: 6 } };
    render(<SeatSheet table={reserved} onClose={vi.fn()} onSeated={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /The booking: Shah, 6 at/ })).toBeChecked();
    expect(screen.getByLabelText('Guests')).toHaveValue('6');
    await userEvent.click(screen.getByRole('button', { name: 'Seat' }));
    expect(api.seatParty).toHaveBeenCalledWith('T5', { guests: 6, reservationId: 'r9' });
  });

  it("shows the API's refusal when the table was taken meanwhile, and stays open", async () => {
    api.seatParty.mockRejectedValue(new ApiError(409, 'Table 5 is taken', { success: false, message: 'Table 5 is taken' }));
    const onSeated = vi.fn();
    render(<SeatSheet table={T5} onClose={vi.fn()} onSeated={onSeated} />);
    await userEvent.click(screen.getByRole('button', { name: 'Seat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Table 5 is taken');
    expect(onSeated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Seat' })).toBeEnabled();
  });
});
