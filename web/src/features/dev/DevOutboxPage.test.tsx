import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import DevOutboxPage from './DevOutboxPage';

const outbox = vi.hoisted(() => ({ getOutbox: vi.fn(), setWhatsAppFailing: vi.fn() }));
vi.mock('@/api/dev-outbox', () => outbox);

const open = () =>
  render(
    <MemoryRouter>
      <DevOutboxPage />
    </MemoryRouter>,
  );
const show = async (phone: string) => {
  await userEvent.type(screen.getByLabelText('Phone'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Show texts' }));
};

beforeEach(() => vi.clearAllMocks());

describe('the dev outbox page', () => {
  it("lists a phone's texts with each one's channel, language and SMS segments", async () => {
    outbox.getOutbox.mockResolvedValue([
      {
        id: 'b',
        phone: '9876543210',
        number: '+919876543210',
        channel: 'whatsapp',
        text: 'Thali House: ઓર્ડર #ABC234 કન્ફર્મ થયો છે.',
        lang: 'gu',
        encoding: 'ucs2',
        segments: 1,
        sentAt: '2033-03-16T06:31:00Z',
        otp: null,
      },
      {
        id: 'a',
        phone: '9876543210',
        number: '+919876543210',
        channel: 'sms',
        text: '482913 is your code',
        lang: 'en',
        encoding: 'gsm7',
        segments: 1,
        sentAt: '2033-03-16T06:30:00Z',
        otp: '482913',
      },
    ]);
    open();

    await show('9876543210');

    const list = await screen.findByRole('list', { name: 'Texts to 9876543210' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['WhatsApp', 'SMS']);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Gujarati, 1 segment (Unicode)', 'English, 1 segment (GSM-7)']);
    expect(outbox.getOutbox).toHaveBeenCalledWith('9876543210');
  });

  it('refuses a phone that is not 10 digits without asking the server', async () => {
    open();

    await show('98765');

    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter the 10-digit phone number');
    expect(outbox.getOutbox).not.toHaveBeenCalled();
  });

  it("says when the outbox can't be read", async () => {
    outbox.getOutbox.mockRejectedValue(new ApiError(0, 'Network error occurred'));
    open();

    await show('9876543210');

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
  });

  it('makes the local WhatsApp fail, and deliver again', async () => {
    outbox.setWhatsAppFailing.mockResolvedValueOnce('no WhatsApp on this number').mockResolvedValueOnce(null);
    open();

    await userEvent.click(screen.getByRole('button', { name: 'Make WhatsApp fail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('WhatsApp refuses every message');
    await userEvent.click(screen.getByRole('button', { name: 'Let WhatsApp deliver again' }));

    expect(outbox.setWhatsAppFailing.mock.calls).toEqual([['no WhatsApp on this number'], [null]]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
