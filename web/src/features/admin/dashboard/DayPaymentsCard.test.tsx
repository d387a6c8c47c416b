import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayTakings } from '@domain/day-takings';
import type { RefundDoc } from '@domain/refunds';
import { DayPaymentsCard } from './DayPaymentsCard';

const api = vi.hoisted(() => ({ getDayPayments: vi.fn() }));
vi.mock('@/api/bill', () => api);

afterEach(() => vi.clearAllMocks());

const onlineRefund: RefundDoc = {
  id: 'r1',
  amountCents: 5_000,
  mode: 'online',
  at: '2026-11-26T10:00:00.000Z',
  by: { uid: 'o', name: 'Owner' },
  reason: 'Dal was missing',
  kind: 'partial',
  gateway: { refundId: 'rfnd_Q1w2E3r4T5', status: 'processed' },
  orderId: 'o1',
  reference: 'ONLN01',
  name: 'Guest',
};

describe('the payments today card', () => {
  it('shows the counter’s takings and the online ones apart, and the online refunds within the refunds', async () => {
    api.getDayPayments.mockResolvedValue(
      dayTakings(
        '2026-11-26',
        [
          {
            payment: {
              parts: [
                { mode: 'cash', amountCents: 10_000 },
                { mode: 'upi', amountCents: 5_000 },
              ],
            },
          },
          { payment: { parts: [{ mode: 'online', amountCents: 44_200, gatewayPaymentId: 'pay_A1b2C3d4E5' }] } },
        ],
        [onlineRefund],
      ),
    );
    render(<DayPaymentsCard />);
    const value = async (label: string) => (await screen.findByText(label)).nextSibling;
    expect(await value('At the counter')).toHaveTextContent(/^\D*150\.00$/);
    expect(await value('Online')).toHaveTextContent(/^\D*442\.00$/);
    expect(await value('Total (2 bills)')).toHaveTextContent(/^\D*592\.00$/);
    expect(await value('of which online')).toHaveTextContent(/^−\D*50\.00$/);
    expect(await value('Net')).toHaveTextContent(/^\D*542\.00$/);
  });

  it('says nothing was settled on a day with no payment and no refund', async () => {
    api.getDayPayments.mockResolvedValue(dayTakings('2026-11-26', [], []));
    render(<DayPaymentsCard />);
    expect(await screen.findByText('No bills settled yet today.')).toBeInTheDocument();
    expect(screen.queryByText('Online')).toBeNull();
  });
});
