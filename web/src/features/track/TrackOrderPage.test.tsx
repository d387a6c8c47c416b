import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { TrackedOrder } from '@/api/track';
import TrackOrderPage from './TrackOrderPage';

const trackOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/track', () => ({ trackOrder }));

const REF = 'AB12CD';
const order = (status: TrackedOrder['status']): TrackedOrder => ({
  reference: REF,
  status,
  orderType: 'takeaway',
  tableNumber: null,
  items: [{ name: 'Gujarati Thali', quantity: 2 }],
  totalCents: 2400,
  placedAt: '2026-12-03T06:30:00.000Z',
  readyAt: null,
  readyInMinutes: null,
  tokenNumber: 7,
  invoice: null,
  upi: null,
  payment: { paid: false, online: false, refunded: 0, refunding: 0, inFull: true },
  creditNote: null,
});
const notFound = () => new ApiError(404, 'Order not found', { success: false, code: 'not_found', message: 'Order not found' });

function renderTrack() {
  render(
    <MemoryRouter initialEntries={[`/track/${REF}`]}>
      <Routes>
        <Route path="/track/:reference" element={<TrackOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  trackOrder.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the order tracking page', () => {
  it('when the digits match no order, says so and shows the order once the right ones are entered', async () => {
    const user = userEvent.setup();
    trackOrder.mockRejectedValueOnce(notFound()).mockResolvedValueOnce(order('Preparing'));
    renderTrack();
    const digits = screen.getByLabelText('Last 4 digits of your phone');

    await user.type(digits, '1111');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No order matches that reference and phone number.');

    await user.clear(digits);
    await user.type(digits, '4321');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByText('Gujarati Thali')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(trackOrder.mock.lastCall?.slice(0, 2)).toEqual([REF, '4321']);
    expect(sessionStorage.getItem(`track:${REF}`)).toBe('4321');
  });

  it('when fewer than 4 digits are entered, asks for 4 and takes away the earlier error without asking the server', async () => {
    const user = userEvent.setup();
    trackOrder.mockRejectedValueOnce(notFound());
    renderTrack();
    await user.type(screen.getByLabelText('Last 4 digits of your phone'), '1111');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    await screen.findByText('No order matches that reference and phone number.');

    await user.clear(screen.getByLabelText('Last 4 digits of your phone'));
    await user.type(screen.getByLabelText('Last 4 digits of your phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(screen.getByText('Please enter the last 4 digits of your phone number')).toBeInTheDocument();
    expect(screen.queryByText('No order matches that reference and phone number.')).not.toBeInTheDocument();
    expect(trackOrder).toHaveBeenCalledTimes(1);
  });

  it('back in the same tab, shows the order with the digits proven before', async () => {
    sessionStorage.setItem(`track:${REF}`, '4321');
    trackOrder.mockResolvedValue(order('Ready'));
    renderTrack();
    expect(await screen.findByText('Gujarati Thali')).toBeInTheDocument();
    expect(trackOrder).toHaveBeenCalledWith(REF, '4321', expect.any(AbortSignal));
  });

  it('when the saved digits no longer open the order, forgets them and shows the form without an error', async () => {
    sessionStorage.setItem(`track:${REF}`, '4321');
    trackOrder.mockRejectedValue(notFound());
    renderTrack();
    expect(await screen.findByRole('button', { name: 'Show my order' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`track:${REF}`)).toBeNull();
  });

  it('while the order still changes, asks again every 15 s; a failed refresh keeps the order and says so until one succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sessionStorage.setItem(`track:${REF}`, '4321');
    trackOrder.mockResolvedValueOnce(order('Preparing')).mockRejectedValueOnce(new ApiError(0, 'Network error occurred')).mockResolvedValueOnce(order('Ready'));
    renderTrack();
    expect(await screen.findByText('This page updates by itself.')).toBeInTheDocument();

    // The refresh settles a few ticks after the interval fires (the rejected call, then the state update): wait for what it shows.
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(await screen.findByText('Could not refresh just now: trying again shortly.')).toBeInTheDocument();
    expect(screen.getByText('Gujarati Thali')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(15_000));
    expect(await screen.findByText('This page updates by itself.')).toBeInTheDocument();
    expect(trackOrder).toHaveBeenCalledTimes(3);
  });

  it('once the order is done, stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sessionStorage.setItem(`track:${REF}`, '4321');
    trackOrder.mockResolvedValue(order('Completed'));
    renderTrack();
    await screen.findByText('Gujarati Thali');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(trackOrder).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This page updates by itself.')).not.toBeInTheDocument();
  });
});

describe('the order tracking page tells the guest about the money', () => {
  const shown = async (payment: TrackedOrder['payment'], status: TrackedOrder['status'] = 'Preparing') => {
    sessionStorage.setItem(`track:${REF}`, '4321');
    trackOrder.mockResolvedValue({ ...order(status), payment });
    renderTrack();
    return screen.findByTestId('track-payment');
  };

  it('an order paid online says Paid, not Payment Pending', async () => {
    expect(await shown({ paid: true, online: true, refunded: 0, refunding: 0, inFull: false })).toHaveTextContent(/^Paid$/);
  });

  it('an order not paid yet says Payment Pending', async () => {
    expect(await shown({ paid: false, online: false, refunded: 0, refunding: 0, inFull: true })).toHaveTextContent(/^Payment Pending$/);
  });

  it('a cancelled order refunded through the gateway says Refunded with the amount once processed, and on its way before', async () => {
    const badge = await shown({ paid: true, online: true, refunded: 442, refunding: 0, inFull: true }, 'Cancelled');
    expect(badge).toHaveTextContent(/^Refunded \D*442\.00$/);
    expect(badge).toHaveClass('badge-blue');
  });

  it('a cancelled bill names its credit note beside the refund; an order without one names none', async () => {
    sessionStorage.setItem(`track:${REF}`, '4321');
    trackOrder.mockResolvedValue({
      ...order('Cancelled'),
      payment: { paid: true, online: true, refunded: 442, refunding: 0, inFull: true },
      creditNote: 'TH/CN/2026-27/000003',
    });
    renderTrack();
    expect(await screen.findByTestId('track-credit-note')).toHaveTextContent(/^Credit note TH\/CN\/2026-27\/000003$/);
  });

  it('an order with no credit note shows none', async () => {
    await shown({ paid: true, online: true, refunded: 0, refunding: 0, inFull: false });
    expect(screen.queryByTestId('track-credit-note')).toBeNull();
  });

  it('a refund the gateway has not processed yet is on its way', async () => {
    expect(await shown({ paid: true, online: true, refunded: 0, refunding: 442, inFull: true }, 'Cancelled')).toHaveTextContent(
      /^Refund of \D*442\.00 on its way$/,
    );
  });
});
