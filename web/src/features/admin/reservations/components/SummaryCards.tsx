import type { ReservationList } from '@/api/reservations-admin';

/** Total Reservations, Confirmed, Pending, Total Guests: over every reservation the filters match. */
export function SummaryCards({ summary }: { summary: ReservationList['summary'] | null }) {
  const cards = [
    { label: 'Total Reservations', value: summary?.total, tone: 'brand' },
    { label: 'Confirmed', value: summary?.confirmed, tone: 'green' },
    { label: 'Pending', value: summary?.pending, tone: 'yellow' },
    { label: 'Total Guests', value: summary?.guests, tone: 'blue' },
  ];
  return (
    <ul className="res-summary" aria-label="Reservation summary">
      {cards.map((c) => (
        <li key={c.label} className={`card res-summary-card tone-${c.tone}`}>
          <span className="res-summary-label">{c.label}</span>
          <strong className="res-summary-value">{c.value ?? '–'}</strong>
        </li>
      ))}
    </ul>
  );
}
