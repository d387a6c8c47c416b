import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { DashboardView } from '@domain/dashboard';
import { StatCards } from './StatCards';

const base: DashboardView = {
  date: '2026-11-20',
  asOf: '2026-11-20T18:00:00.000Z',
  revenue: { today: 452.31, yesterday: 376.6, change: 20.1 },
  orders: { today: 28, yesterday: 25, change: 12 },
  reservations: { today: 6, confirmed: 4 },
  guests: { today: 19, bookings: 6 },
  avgWait: { minutes: 12.4, yesterdayMinutes: 13, change: -5, readyToday: 20 },
  latestOrderAt: null,
  newOrders: null,
};

describe('the five stat cards', () => {
  it('show the spec labels with the computed figures and changes', () => {
    render(<StatCards data={base} loading={false} />);
    expect(screen.getByTestId('stat-Total Revenue')).toHaveTextContent('$452.31');
    expect(screen.getByText('+20.1% from yesterday')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Orders Today')).toHaveTextContent('28');
    expect(screen.getByText('+12% from yesterday')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Reservations Today')).toHaveTextContent('6');
    expect(screen.getByText('4 confirmed')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Guests Today')).toHaveTextContent('19');
    expect(screen.getByText('6 bookings')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Avg. Wait Time')).toHaveTextContent('12 min');
    expect(screen.getByText('-5% from yesterday')).toHaveClass('is-good');
  });

  it("say 'No bookings' and explain missing comparisons on a quiet day", () => {
    const quiet: DashboardView = {
      ...base,
      revenue: { today: 0, yesterday: 0, change: null },
      orders: { today: 0, yesterday: 0, change: null },
      reservations: { today: 0, confirmed: 0 },
      guests: { today: 0, bookings: 0 },
      avgWait: { minutes: null, yesterdayMinutes: null, change: null, readyToday: 0 },
    };
    render(<StatCards data={quiet} loading={false} />);
    expect(screen.getByText('No bookings')).toBeInTheDocument();
    expect(screen.getByText('0 confirmed')).toBeInTheDocument();
    expect(screen.getByText('No sales yesterday')).toBeInTheDocument();
    expect(screen.getByText('No orders ready yet today')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Avg. Wait Time')).toHaveTextContent('—');
  });
});
