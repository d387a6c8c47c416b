import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { KitchenTicket } from '@domain/kitchen';
import type { TicketPaper } from '@domain/settings';
import { pickupTime } from './kitchen-time';
import { serviceText } from './TicketCard';

const PX_PER_MM = 96 / 25.4;

interface PrintSlipProps {
  ticket: KitchenTicket;
  restaurant: string;
  timeZone: string;
  /** Server time now (ms), for the "Printed" line. */
  now: number;
  /** The roll's width (Settings, printing.ticketPaper). */
  paper?: TicketPaper;
  onDone: () => void;
}

const stamp = (ms: number | string, timeZone: string) =>
  new Date(ms).toLocaleString('en-GB', { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The slips a ticket prints: one per kitchen station with only its lines, or one of every line from an older server. */
export function slipsOf(ticket: KitchenTicket): Array<{ station: string | null; items: KitchenTicket['items'] }> {
  return ticket.stations?.length ? ticket.stations.map((p) => ({ station: p.station, items: p.items })) : [{ station: null, items: ticket.items }];
}

/**
 * Kitchen order tickets (KOTs), one per kitchen station of the order, each with only that station's lines and its
 * name in large type, for a 58 or 80 mm thermal printer, token first in large type. It is mounted only while it prints,
 * as a direct child of body (kitchen.css hides everything else in print), with its own @page
 * rule: a page 80 mm wide and exactly as long as the ticket. "size: 80mm auto" is not valid
 * CSS (size takes one or two lengths, or keywords), and browsers drop it; measuring the slip
 * gives a roll printer one page, with no blank paper fed after it. Each station's slip is a page of its own, as long
 * as the longest, so the printer cuts between them.
 */
export function PrintSlip({ ticket, restaurant, timeZone, now, onDone, paper = '80mm' }: PrintSlipProps) {
  const slips = useRef<Array<HTMLDivElement | null>>([]);
  const [pageRule, setPageRule] = useState<string | null>(null);
  const printedAt = useRef(now);

  useLayoutEffect(() => {
    const height = Math.max(0, ...slips.current.map((s) => s?.getBoundingClientRect().height ?? 0));
    const mm = Math.max(40, Math.ceil(height / PX_PER_MM) + 4);
    setPageRule(`@page { size: ${paper} ${mm}mm; margin: 0 }`);
  }, [ticket, paper]);

  useEffect(() => {
    if (!pageRule) return;
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [pageRule, onDone]);

  const parts = slipsOf(ticket);
  return createPortal(
    <>
      {pageRule && <style>{pageRule}</style>}
      {parts.map((part, n) => {
        const items = part.items.reduce((sum, l) => sum + l.quantity, 0);
        return (
          <div
            key={part.station ?? ''}
            ref={(el) => {
              slips.current[n] = el;
            }}
            className={`kot-slip kot-${paper}`}
            data-testid="kot-slip"
            aria-label={part.station ? `KOT for ${part.station}` : 'KOT'}
          >
            <p className="kot-center">{restaurant}</p>
            <p className="kot-center kot-title">KITCHEN ORDER</p>
            {part.station && <p className="kot-center kot-station">{part.station.toUpperCase()}</p>}
            {ticket.tokenNumber !== null && <p className="kot-center kot-token">TOKEN {ticket.tokenNumber}</p>}
            <p className="kot-center kot-ref">#{ticket.reference}</p>
            <p className="kot-center kot-service">{serviceText(ticket)}</p>
            {ticket.round !== undefined && <p className="kot-center kot-round">Round {ticket.round}</p>}
            {ticket.pickupAt && <p className="kot-center kot-pickup">PICKUP {pickupTime(ticket.pickupAt, printedAt.current, timeZone)}</p>}
            <hr />
            <p>Confirmed {stamp(ticket.verifiedAt, timeZone)}</p>
            <p>Printed&nbsp;&nbsp; {stamp(printedAt.current, timeZone)}</p>
            <p>Guest&nbsp;&nbsp;&nbsp;&nbsp; {ticket.name}</p>
            {ticket.source !== 'online' && <p>Source&nbsp;&nbsp;&nbsp; {ticket.source === 'phone' ? 'Phone order' : 'Walk-in'}</p>}
            <hr />
            <ul className="kot-items">
              {part.items.map((l, i) => (
                <li key={i}>
                  <span className="kot-qty">{l.quantity} x</span>
                  <span>
                    {l.name}
                    {l.note && <span className="kot-note">** {l.note}</span>}
                  </span>
                </li>
              ))}
            </ul>
            <hr />
            <p>
              {items} {items === 1 ? 'item' : 'items'}
              {parts.length > 1 && ` · slip ${n + 1} of ${parts.length}`}
            </p>
          </div>
        );
      })}
    </>,
    document.body,
  );
}
