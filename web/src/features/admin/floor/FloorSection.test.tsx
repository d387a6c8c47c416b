import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/staff-roles';
import type { FloorTableView, FloorView } from '@/api/floor';
import { ApiError } from '@/lib/api-client';
import FloorSection, { FLOOR_REFRESH_MS } from './FloorSection';

const api = vi.hoisted(() => ({ getFloor: vi.fn(), getBill: vi.fn(), seatParty: vi.fn() }));
vi.mock('@/api/floor', () => api);
const role = vi.hoisted(() => ({ current: 'counter' as Role }));
vi.mock('../shell/acting', () => ({ useStaffRole: () => role.current }));
// The waitlist has its own tests (waitlist/); here it only has to stand beside the plan.
vi.mock('./waitlist/WaitlistPanel', () => ({ WaitlistPanel: () => <section aria-label="Waitlist" /> }));

const table = (t: Partial<FloorTableView> & { id: string }): FloorTableView => ({
  name: t.id.slice(1),
  seats: 4,
  area: 'Ground floor',
  x: 10,
  y: 10,
  shape: 'square',
  status: 'free',
  bill: null,
  reservation: null,
  ...t,
});

const AS_OF = '2031-03-14T13:30:00.000Z';
const floor = (tables: FloorTableView[]): FloorView => ({ asOf: AS_OF, areas: [...new Set(tables.map((t) => t.area))], tables });

const busy = (id: string, status: FloorTableView['status'], seatedAt: string, name: string | null, guests: number) =>
  table({
    id,
    status,
    bill: {
      id: `b-${id}`,
      guests,
      name,
      seatedAt,
      rounds: status === 'seated' ? 0 : 1,
      status: status === 'bill' ? 'closed' : status === 'paid' ? 'paid' : 'open',
    },
  });

const renderFloor = () =>
  render(
    <MemoryRouter>
      <FloorSection />
    </MemoryRouter>,
  );

beforeEach(() => {
  role.current = 'counter';
  api.getFloor.mockReset();
  api.getBill.mockReset().mockReturnValue(new Promise(() => {}));
});
afterEach(() => vi.useRealTimers());

describe('the floor screen', () => {
  it('names every table state in words beside its colour, with the party and its minutes seated', async () => {
    api.getFloor.mockResolvedValue(
      floor([
        table({ id: 'T1' }),
        table({ id: 'T2', status: 'reserved', reservation: { id: 'r1', name: 'Shah', time: '19:30', partySize: 6 } }),
        busy('T3', 'seated', '2031-03-14T13:18:00.000Z', 'Mehta', 4),
        busy('T4', 'ordered', '2031-03-14T13:00:00.000Z', null, 2),
        busy('T5', 'bill', '2031-03-14T12:45:00.000Z', 'Patel', 5),
        busy('T6', 'paid', '2031-03-14T12:30:00.000Z', 'Joshi', 3),
      ]),
    );
    renderFloor();
    const t3 = await screen.findByRole('button', { name: /^Table 3:/ });
    expect(t3).toHaveAccessibleName('Table 3: Seated, Mehta · 4 guests, 12 min');
    expect(t3).toHaveClass('is-seated');
    expect(screen.getByRole('button', { name: /^Table 1:/ })).toHaveTextContent('Free');
    expect(screen.getByRole('button', { name: /^Table 2:/ })).toHaveTextContent(/Reserved.*Shah.*6 at 7:30 PM/);
    expect(screen.getByRole('button', { name: /^Table 4:/ })).toHaveAccessibleName('Table 4: Ordered, 2 guests, 30 min');
    expect(screen.getByRole('button', { name: /^Table 5:/ })).toHaveTextContent('Bill');
    expect(screen.getByRole('button', { name: /^Table 6:/ })).toHaveTextContent('Paid');
  });

  it('shows one area at a time, chosen by its tab', async () => {
    api.getFloor.mockResolvedValue(floor([table({ id: 'T1' }), table({ id: 'T9', area: 'Terrace' })]));
    renderFloor();
    const tabs = await screen.findByRole('tablist', { name: 'Areas' });
    expect(screen.getByRole('button', { name: /^Table 1:/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Table 9:/ })).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: /Terrace/ }));
    expect(within(tabs).getByRole('tab', { name: /Terrace/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /^Table 9:/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Table 1:/ })).toBeNull();
  });

  it('asks again every 10 seconds, and when a refresh fails keeps the plan with the error and its age', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.getFloor.mockResolvedValueOnce(floor([table({ id: 'T1' })]));
    renderFloor();
    await screen.findByRole('button', { name: /^Table 1:/ });
    expect(screen.getByText('Updated just now')).toBeDefined();
    api.getFloor.mockRejectedValueOnce(new ApiError(503, 'The server is busy', { success: false, message: 'The server is busy' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLOOR_REFRESH_MS);
    });
    expect(api.getFloor).toHaveBeenCalledTimes(2);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Can't reach the server");
    expect(alert).toHaveTextContent('The server is busy');
    expect(alert).toHaveTextContent('The tables are as they were 10 s ago');
    expect(screen.getByRole('button', { name: /^Table 1:/ })).toBeDefined();
  });

  it('when the first load fails says so and offers Try Again', async () => {
    api.getFloor.mockRejectedValueOnce(new ApiError(0, 'Network error occurred')).mockResolvedValueOnce(floor([table({ id: 'T1' })]));
    renderFloor();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The floor could not load');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^Table 1:/ })).toBeDefined();
  });

  it('shows the waitlist beside the plan, and folds it away', async () => {
    api.getFloor.mockResolvedValue(floor([table({ id: 'T1' })]));
    renderFloor();
    const toggle = await screen.findByRole('button', { name: 'Hide the waitlist' });
    expect(screen.getByRole('region', { name: 'Waitlist' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the waitlist' })).toBeDefined();
  });

  it('links the plan editor for a manager, not for counter staff', async () => {
    api.getFloor.mockResolvedValue(floor([table({ id: 'T1' })]));
    const { unmount } = renderFloor();
    await screen.findByRole('button', { name: /^Table 1:/ });
    expect(screen.queryByRole('link', { name: 'Edit the plan' })).toBeNull();
    unmount();
    role.current = 'manager';
    renderFloor();
    expect(await screen.findByRole('link', { name: 'Edit the plan' })).toHaveAttribute('href', '/admin/floor/plan');
  });

  it('a tap on a free table opens "Seat a party", on a busy one its bill', async () => {
    api.getFloor.mockResolvedValue(floor([table({ id: 'T1' }), busy('T3', 'ordered', '2031-03-14T13:18:00.000Z', 'Mehta', 4)]));
    renderFloor();
    await userEvent.click(await screen.findByRole('button', { name: /^Table 1:/ }));
    const seat = screen.getByRole('dialog', { name: 'Seat a party at table 1' });
    await userEvent.click(within(seat).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: /^Table 3:/ }));
    expect(screen.getByRole('dialog', { name: 'Table 3' })).toBeDefined();
    expect(api.getBill).toHaveBeenCalledWith('b-T3', expect.anything());
  });
});
