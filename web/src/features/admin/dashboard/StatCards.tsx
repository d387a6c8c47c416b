import { isRupees } from '@domain/money';
import { useSettings } from '@/lib/settings';
import { formatChange, type DashboardView } from '@domain/dashboard';
import { useMoney } from '@/lib/prices';
import { Icon, type IconName } from '../shell/icons';

type Tone = 'good' | 'bad' | 'flat';

interface Card {
  label: string;
  value: string;
  note: string;
  icon: IconName;
  tone?: Tone;
}

/** Rises are good for revenue and orders, falls are good for the wait. */
function trend(change: number | null, betterWhen: 'up' | 'down', fallback: string): { note: string; tone?: Tone } {
  if (change === null) return { note: fallback };
  const tone: Tone = change === 0 ? 'flat' : change > 0 === (betterWhen === 'up') ? 'good' : 'bad';
  return { note: `${formatChange(change)} from yesterday`, tone };
}

export function statCards(d: DashboardView, money: (dollars: number) => string, moneyIcon: 'dollar' | 'rupee' = 'dollar'): Card[] {
  const wait = d.avgWait.minutes;
  return [
    {
      label: 'Total Revenue',
      value: money(d.revenue.today),
      icon: moneyIcon,
      ...trend(d.revenue.change, 'up', d.revenue.yesterday === 0 ? 'No sales yesterday' : ''),
    },
    {
      label: 'Orders Today',
      value: String(d.orders.today),
      icon: 'cart',
      ...trend(d.orders.change, 'up', d.orders.yesterday === 0 ? 'No orders yesterday' : ''),
    },
    { label: 'Reservations Today', value: String(d.reservations.today), icon: 'reservations', note: `${d.reservations.confirmed} confirmed` },
    { label: 'Guests Today', value: String(d.guests.today), icon: 'guests', note: d.guests.bookings > 0 ? `${d.guests.bookings} bookings` : 'No bookings' },
    {
      label: 'Avg. Wait Time',
      value: wait === null ? '—' : wait < 1 ? '< 1 min' : `${Math.round(wait)} min`,
      icon: 'clock',
      ...trend(d.avgWait.change, 'down', wait === null ? 'No orders ready yet today' : 'No orders ready yesterday'),
    },
  ];
}

export function StatCards({ data, loading }: { data: DashboardView | null; loading: boolean }) {
  const money = useMoney();
  const { currencySymbol, currencyCode } = useSettings().locale;
  const moneyIcon = isRupees(currencySymbol, currencyCode) ? 'rupee' : 'dollar';
  if (!data) {
    return (
      <ul className="admin-stats" aria-busy={loading}>
        {['Total Revenue', 'Orders Today', 'Reservations Today', 'Guests Today', 'Avg. Wait Time'].map((label) => (
          <li key={label} className="admin-stat is-loading">
            <span className="admin-stat-label">{label}</span>
            <span className="admin-stat-value">…</span>
            <span className="admin-stat-note">{loading ? 'Loading...' : 'Not available'}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="admin-stats" aria-busy={loading}>
      {statCards(data, money, moneyIcon).map((c) => (
        <li key={c.label} className="admin-stat">
          <span className="admin-stat-label">
            {c.label}
            <Icon name={c.icon} size={18} />
          </span>
          <span className="admin-stat-value" data-testid={`stat-${c.label}`}>
            {c.value}
          </span>
          <span className={`admin-stat-note${c.tone ? ` is-${c.tone}` : ''}`}>{c.note}</span>
        </li>
      ))}
    </ul>
  );
}
