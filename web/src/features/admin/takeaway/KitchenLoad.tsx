import type { ReactNode } from 'react';
import { loadAhead, type KitchenTicket } from '@domain/kitchen';
import { localClock } from '@domain/settings';

interface Props {
  tickets: readonly KitchenTicket[];
  now: number;
  timeZone: string;
  platesPerSlot: number;
  /** More of the kitchen's load, ahead of the slots and always whole (the thali's plates left goes here). */
  extra?: ReactNode;
}

/** Plates promised per 15-minute pickup slot for the next two hours, from the open takeaway tickets. */
export function KitchenLoad({ tickets, now, timeZone, platesPerSlot, extra }: Props) {
  const slots = loadAhead(tickets, new Date(now));
  return (
    <section className="kds-load" aria-labelledby="kds-load-title">
      {extra}
      <h2 id="kds-load-title">Takeaway plates</h2>
      <ol>
        {slots.map((s) => {
          const tone = s.plates >= platesPerSlot ? ' is-full' : s.plates >= platesPerSlot * 0.75 ? ' is-busy' : '';
          const time = localClock(new Date(s.at), timeZone).time;
          return (
            <li key={s.at} className={tone.trim() || undefined} aria-label={`${time}: ${s.plates} of ${platesPerSlot} plates, ${s.orders} orders`}>
              <span className="kds-load-time">{time}</span>
              <span className="kds-load-plates">
                {s.plates}/{platesPerSlot}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
