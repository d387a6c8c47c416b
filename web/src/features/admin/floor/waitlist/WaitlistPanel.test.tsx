import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FloorTableView } from '@/api/floor';
import type { WaitlistEntry, WaitlistList } from '@/api/waitlist';
import { ApiError } from '@/lib/api-client';
import { WaitlistPanel } from './WaitlistPanel';

const waitlist = vi.hoisted(() => ({
  getWaitlist: vi.fn(),
  addToWaitlist: vi.fn(),
  notifyParty: vi.fn(),
  seatFromWaitlist: vi.fn(),
  endWaitlistEntry: vi.fn(),
}));
const floor = vi.hoisted(() => ({ getFloor: vi.fn() }));
vi.mock('@/api/waitlist', () => waitlist);
vi.mock('@/api/floor', () => floor);

const NOW = new Date().toISOString();
const ago = (m: number) => new Date(Date.parse(NOW) - m * 60_000).toISOString();
const party = (over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'w1',
  reference: 'ABCD234',
  name: 'Asha Patel',
  phone: '9876543210',
  partySize: 4,
  status: 'waiting',
  statusLabel: 'Waiting',
  place: 1,
  quotedMinutes: 20,
  addedAt: ago(12),
  addedBy: 'Counter',
  notifiedAt: null,
  seatedAt: null,
  billId: null,
  endedAt: null,
  ...over,
});
const list = (entries: WaitlistEntry[]): WaitlistList => ({ asOf: NOW, day: NOW.slice(0, 10), entries });
const table = (id: string, seats: number, status: FloorTableView['status'] = 'free'): FloorTableView => ({
  id,
  name: id.slice(1),
  seats,
  area: 'Ground floor',
  x: 10,
  y: 10,
  shape: 'square',
  status,
  bill: null,
  reservation: null,
});

beforeEach(() => {
  for (const f of [...Object.values(waitlist), ...Object.values(floor)]) f.mockReset();
  waitlist.getWaitlist.mockResolvedValue(list([party()]));
});

describe('adding a walk-in party', () => {
  it('refuses an empty name, a short phone and a party of 25 by the field, before asking the server', async () => {
    render(<WaitlistPanel />);
    const form = screen.getByRole('form', { name: 'Add to the waitlist' });
    await userEvent.type(within(form).getByLabelText('Phone'), '98765');
    await userEvent.clear(within(form).getByLabelText('Party size'));
    await userEvent.type(within(form).getByLabelText('Party size'), '25');

    await userEvent.click(within(form).getByRole('button', { name: 'Add to waitlist' }));

    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Please enter the guest’s name');
    expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a 10-digit phone number');
    expect(within(form).getByLabelText('Party size')).toHaveAccessibleDescription('Party size must be a whole number from 1 to 20');
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(waitlist.addToWaitlist).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a landline by the phone field", async () => {
    waitlist.addToWaitlist.mockRejectedValue(
      new ApiError(400, 'Please enter a mobile number', {
        success: false,
        message: 'Please enter a mobile number: numbers for +91 start with 6, 7, 8 or 9.',
        data: { field: 'phone' },
      }),
    );
    render(<WaitlistPanel />);
    const form = screen.getByRole('form', { name: 'Add to the waitlist' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Ravi');
    await userEvent.type(within(form).getByLabelText('Phone'), '1234567890');

    await userEvent.click(within(form).getByRole('button', { name: 'Add to waitlist' }));

    expect(await within(form).findByText(/numbers for \+91 start with 6, 7, 8 or 9/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds the party, says their place and quote, clears the form and reloads the list', async () => {
    waitlist.addToWaitlist.mockResolvedValue({ entry: party({ id: 'w2', name: 'Ravi Shah', place: 2 }), quotedMinutes: 35, place: 2 });
    render(<WaitlistPanel />);
    await screen.findByText('Asha Patel');
    const form = screen.getByRole('form', { name: 'Add to the waitlist' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Ravi Shah');
    await userEvent.type(within(form).getByLabelText('Phone'), '98250 12345');
    expect(within(form).getByLabelText('Texts in')).toHaveValue('en');
    await userEvent.selectOptions(within(form).getByLabelText('Texts in'), 'ગુજરાતી');

    await userEvent.click(within(form).getByRole('button', { name: 'Add to waitlist' }));

    expect(waitlist.addToWaitlist).toHaveBeenCalledWith({ name: 'Ravi Shah', phone: '9825012345', partySize: 2, lang: 'gu' });
    expect(await screen.findByText('Ravi Shah is number 2, quoted about 35 min. Texted their place and link.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Texts in')).toHaveValue('en');
    expect(waitlist.getWaitlist).toHaveBeenCalledTimes(2);
  });
});

describe('the list', () => {
  it('shows the wait so far against the quote, and Notify turns into when the party was told', async () => {
    waitlist.notifyParty.mockResolvedValue({});
    render(<WaitlistPanel />);
    const row = await screen.findByRole('listitem', { name: '1. Asha Patel, 4' });
    expect(within(row).getByText('Waited 12 min of 20 quoted')).toBeInTheDocument();

    waitlist.getWaitlist.mockResolvedValue(list([party({ status: 'notified', notifiedAt: NOW })]));
    await userEvent.click(within(row).getByRole('button', { name: 'Notify' }));

    expect(waitlist.notifyParty).toHaveBeenCalledWith('w1');
    expect(await within(row).findByRole('button', { name: 'Notified' })).toBeDisabled();
    expect(within(row).getByText(/Told table ready at/)).toBeInTheDocument();
  });

  it('seats the party on a free table that fits: taken and too-small tables are not offered', async () => {
    floor.getFloor.mockResolvedValue({ asOf: NOW, areas: ['Ground floor'], tables: [table('T1', 2), table('T2', 4, 'seated'), table('T5', 6)] });
    waitlist.seatFromWaitlist.mockResolvedValue({ billId: 'b9' });
    const onSeated = vi.fn();
    render(<WaitlistPanel onSeated={onSeated} />);
    await userEvent.click(within(await screen.findByRole('listitem', { name: '1. Asha Patel, 4' })).getByRole('button', { name: 'Seat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seat Asha Patel, 4' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a table');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Table 5 · 6 seats · Ground floor']);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Table 5/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat' }));

    expect(waitlist.seatFromWaitlist).toHaveBeenCalledWith('w1', 'T5');
    expect(onSeated).toHaveBeenCalledWith('b9', 'T5');
  });

  it('asks before marking a no-show, and Keep waiting changes nothing', async () => {
    waitlist.endWaitlistEntry.mockResolvedValue(undefined);
    render(<WaitlistPanel />);
    const row = await screen.findByRole('listitem', { name: '1. Asha Patel, 4' });

    await userEvent.click(within(row).getByRole('button', { name: 'No-show' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep waiting' }));
    expect(waitlist.endWaitlistEntry).not.toHaveBeenCalled();

    await userEvent.click(within(row).getByRole('button', { name: 'No-show' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent("counted on the guest's record as a no-show");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark no-show' }));

    expect(waitlist.endWaitlistEntry).toHaveBeenCalledWith('w1', 'no-show');
  });

  it('says when the list could not load, and tries again', async () => {
    waitlist.getWaitlist.mockRejectedValueOnce(new ApiError(0, 'Network error occurred'));
    render(<WaitlistPanel />);

    expect(await screen.findByText('The waitlist could not load')).toBeInTheDocument();
  });
});
