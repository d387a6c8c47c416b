import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { OFFLINE_CODE, PhoneCodeFlow } from './PhoneCodeFlow';

vi.mock('@/lib/firebase', () => ({ appCheckToken: async () => '' }));

const TEXTS = {
  title: 'Enter the code',
  verify: 'Sign in',
  verifying: 'Signing in...',
  cancel: 'Back',
  resend: (s: number) => (s > 0 ? `Resend in ${s}s` : 'Resend code'),
  expired: 'This code has expired. Please request a new one.',
};
const SENT = { phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 };
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

function Flow({ send }: { send: (phone: string) => Promise<typeof SENT> }) {
  const [phone, setPhone] = useState('');
  return (
    <PhoneCodeFlow
      sendLabel="Text me a code"
      send={send}
      verify={vi.fn()}
      texts={TEXTS}
      failed="Login failed. Please try again."
      phone={phone}
      onPhone={setPhone}
    />
  );
}
const renderFlow = (send: (phone: string) => Promise<typeof SENT>) => render(<Flow send={send} />);

afterEach(() => vi.restoreAllMocks());

describe('asking for a sign-in code on a phone with no network', () => {
  it('says so on the page, sends nothing, and asks for the code once when the network returns', async () => {
    const send = vi.fn(async () => SENT);
    renderFlow(send);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
    online(false);

    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(OFFLINE_CODE)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    online(true);
    act(() => window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith('9876543210');
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
  });

  it('a request that loses the network on its way is told the same, not "Network error occurred"', async () => {
    const send = vi.fn(async () => {
      online(false);
      throw new ApiError(0, 'Network error occurred');
    });
    renderFlow(send);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');

    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(OFFLINE_CODE)).toBeInTheDocument();
    expect(screen.queryByText('Network error occurred')).toBeNull();
  });

  it('a bad number is refused before anything is sent, online or not', async () => {
    const send = vi.fn(async () => SENT);
    renderFlow(send);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '98765');

    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(/10 digits/)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
