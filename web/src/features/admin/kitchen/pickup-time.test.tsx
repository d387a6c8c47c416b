import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitchenTicket } from '@domain/kitchen';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { PrintSlip } from './PrintSlip';
import { TicketCard } from './TicketCard';

const TZ = 'Asia/Kolkata';
// 12:30 in Kolkata on 14 January 2030.
const NOW = Date.parse('2030-01-14T07:00:00.000Z');

function ticket(patch: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    id: 'order-1',
    reference: 'ABC123',
    tokenNumber: 12,
    status: 'Pending',
    orderType: 'takeaway',
    tableNumber: null,
    name: 'Walk-in customer',
    source: 'walk-in',
    items: [{ name: 'Gujarati Thali', quantity: 2 }],
    verifiedAt: '2030-01-14T06:55:00.000Z',
    readyAt: null,
    updatedAt: '2030-01-14T06:55:00.000Z',
    // 13:15 in Kolkata.
    pickupAt: '2030-01-14T07:45:00.000Z',
    plates: 2,
    ...patch,
  };
}

const card = (t: KitchenTicket) =>
  render(
    <TicketCard
      ticket={t}
      status="Pending"
      now={NOW}
      thresholds={DEFAULT_SETTINGS.kitchen}
      timeZone={TZ}
      fresh={false}
      moving={false}
      onAdvance={vi.fn()}
      onPrint={vi.fn()}
    />,
  );

afterEach(() => vi.restoreAllMocks());

describe("the kitchen display shows a takeaway's pickup time", () => {
  it('a counter takeaway shows its pickup time in the restaurant time zone', () => {
    card(ticket());
    expect(screen.getByRole('article', { name: /#ABC123/ })).toHaveTextContent('Pickup 1:15 PM');
  });

  it('a pickup on another day names the day', () => {
    card(ticket({ pickupAt: '2030-01-15T02:30:00.000Z' }));
    expect(screen.getByText(/^Pickup/)).toHaveTextContent('Pickup 15 Jan, 8:00 AM');
  });

  it('a dine-in ticket shows no pickup', () => {
    card(ticket({ orderType: 'dine-in', tableNumber: '7', pickupAt: null, plates: 0 }));
    expect(screen.getByRole('article', { name: /#ABC123/ })).not.toHaveTextContent('Pickup');
  });
});

describe('the KOT prints the pickup time', () => {
  it('prints PICKUP and the time under the service', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<PrintSlip ticket={ticket()} restaurant="Thali House" timeZone={TZ} now={NOW} onDone={vi.fn()} />);
    expect(screen.getByTestId('kot-slip')).toHaveTextContent('PICKUP 1:15 PM');
  });

  it('a dine-in KOT prints no pickup', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <PrintSlip
        ticket={ticket({ orderType: 'dine-in', tableNumber: '7', pickupAt: null })}
        restaurant="Thali House"
        timeZone={TZ}
        now={NOW}
        onDone={vi.fn()}
      />,
    );
    expect(screen.getByTestId('kot-slip')).toHaveTextContent('Dine-in · Table 7');
    expect(screen.getByTestId('kot-slip')).not.toHaveTextContent('PICKUP');
  });
});
