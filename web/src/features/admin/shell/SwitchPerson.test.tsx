import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActingPerson, SwitchPerson } from '@domain/staff-pin';
import { ApiError } from '@/lib/api-client';
import { clearActing } from '@/lib/acting-person';
import type { SessionUser } from '@/lib/session';
import { SwitchPersonButton } from './SwitchPerson';

const counterPc: SessionUser = { _id: 'd1', id: 'd1', name: 'Counter PC', phone: '9800000001', role: 'counter', isVerified: true };
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const calls = vi.hoisted(() => ({ listSwitchPeople: vi.fn(), switchPerson: vi.fn(), switchBack: vi.fn(), setMyPin: vi.fn(), clearMyPin: vi.fn() }));
vi.mock('@/api/pins-admin', () => calls);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const asha: SwitchPerson = { uid: 'p1', name: 'Asha Mehta', role: 'manager', lockedForSeconds: 0 };
const acting: ActingPerson = { token: 'proof-'.padEnd(43, 'x'), person: { uid: 'p1', name: 'Asha Mehta', role: 'manager' }, deviceUid: 'd1', idleMinutes: 10 };

beforeEach(() => {
  session.user = counterPc;
  calls.listSwitchPeople.mockResolvedValue([asha]);
});
afterEach(() => {
  clearActing();
  vi.clearAllMocks();
});

async function openPinStep() {
  const user = userEvent.setup();
  render(<SwitchPersonButton />);
  await user.click(screen.getByRole('button', { name: 'Switch person' }));
  await user.click(await screen.findByRole('button', { name: /Asha Mehta/ }));
  const dialog = screen.getByRole('dialog', { name: 'PIN for Asha Mehta' });
  return { user, dialog, pin: within(dialog).getByLabelText("Asha Mehta's PIN (Manager)") };
}

describe('Switch person', () => {
  it('a PIN that is not 4 to 6 digits says so and sends nothing', async () => {
    const { user, dialog, pin } = await openPinStep();
    await user.type(pin, '48');
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('Your PIN must be 4 to 6 digits'));
    expect(calls.switchPerson).not.toHaveBeenCalled();
  });

  it('shows it is checking, with Back held, then names the person acting on the button', async () => {
    let answer: (a: ActingPerson) => void = () => undefined;
    calls.switchPerson.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, dialog, pin } = await openPinStep();
    await user.type(pin, '4826');
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

    expect(within(dialog).getByRole('button', { name: /Checking/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(calls.switchPerson).toHaveBeenCalledWith('p1', '4826');

    answer(acting);
    const button = await screen.findByRole('button', { name: 'Asha Mehta (Manager) is using this device: switch person' });
    expect(button).toHaveTextContent('Asha Mehta');
    expect(button).toHaveTextContent('Manager');
    expect(toast.success).toHaveBeenCalledWith('Asha Mehta is using this device');
  });

  it('a device paused after too many wrong PINs shows the server’s words under the PIN, which is cleared', async () => {
    const message =
      'Too many wrong PINs on this device. Switching person is paused for up to 15 minutes; anyone can still sign in with their own phone and password.';
    calls.switchPerson.mockRejectedValue(new ApiError(429, message, { success: false, code: 'rate_limited', message }));
    const { user, dialog, pin } = await openPinStep();
    await user.type(pin, '4826');
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

    await waitFor(() => expect(pin).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(pin).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Switch' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /is using this device/ })).not.toBeInTheDocument();
  });

  it('opens at the top of the page, outside the sidebar, so that no screen paints over it', async () => {
    const user = userEvent.setup();
    render(
      <nav aria-label="Back office" className="admin-sidebar">
        <SwitchPersonButton />
      </nav>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch person' }));

    const dialog = await screen.findByRole('dialog', { name: 'Switch person' });
    expect(screen.getByRole('navigation', { name: 'Back office' })).not.toContainElement(dialog);
    expect(dialog.closest('.modal-backdrop')?.parentElement).toBe(document.body);
  });
});
