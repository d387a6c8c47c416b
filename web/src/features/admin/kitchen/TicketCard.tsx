import type { KitchenStatus, KitchenTicket } from '@domain/kitchen';
import { GUEST_TAG_LABELS } from '@domain/guests';
import type { Settings } from '@domain/settings';
import { Icon } from '../shell/icons';
import { URGENCY_LABEL, clockTime, elapsedMinutes, elapsedText, pickupTime, urgencyOf } from './kitchen-time';

/** The one tap that moves a ticket on (domain/order-status); a Ready ticket is the front of house's. */
const ACTION: Partial<Record<KitchenStatus, string>> = { Pending: 'Start preparing', Preparing: 'Mark ready' };
const SOURCE: Record<KitchenTicket['source'], string | null> = { online: null, 'walk-in': 'Walk-in', phone: 'Phone order' };

/** "Dine-in · Table 7" or "Takeaway". */
export const serviceText = (t: Pick<KitchenTicket, 'orderType' | 'tableNumber'>) =>
  t.orderType === 'dine-in' ? `Dine-in · Table ${t.tableNumber ?? '?'}` : 'Takeaway';

interface TicketCardProps {
  ticket: KitchenTicket;
  /** Where the ticket shows: its waiting move's target, else the server's status. */
  status: KitchenStatus;
  /** Server time now (ms). */
  now: number;
  thresholds: Settings['kitchen'];
  timeZone: string;
  fresh: boolean;
  /** A tap on it is still inside its undo window. */
  moving: boolean;
  onAdvance: () => void;
  onPrint: () => void;
}

/** One order on the kitchen display: what to cook, for which table, and for how long it has waited. */
export function TicketCard({ ticket, status, now, thresholds, timeZone, fresh, moving, onAdvance, onPrint }: TicketCardProps) {
  const minutes = elapsedMinutes(ticket.verifiedAt, now);
  // Lateness is the kitchen's: a Ready ticket waits on the front of house, and shows how long it has.
  const urgency = status === 'Ready' ? 'on-time' : urgencyOf(minutes, thresholds);
  const action = ACTION[status];
  const headingId = `ticket-${ticket.id}`;
  const source = SOURCE[ticket.source];
  return (
    <article className={`kds-ticket kds-${urgency}${fresh ? ' is-new' : ''}${moving ? ' is-moving' : ''}`} aria-labelledby={headingId} data-testid="kds-ticket">
      <header className="kds-ticket-head">
        <h3 id={headingId} className="kds-ref">
          {ticket.tokenNumber !== null && <span className="kds-token">Token {ticket.tokenNumber}</span>} #{ticket.reference}
        </h3>
        {fresh && <span className="kds-flag kds-flag-new">New</span>}
        <span className="kds-service">{serviceText(ticket)}</span>
      </header>
      {ticket.pickupAt && (
        <p className="kds-pickup">
          Pickup <strong>{pickupTime(ticket.pickupAt, now, timeZone)}</strong>
        </p>
      )}
      <p className="kds-guest">
        {ticket.name}
        {source && <span className="kds-flag">{source}</span>}
        {(ticket.dietTags ?? []).map((t) => (
          <span key={t} className="kds-flag kds-flag-diet">
            {GUEST_TAG_LABELS[t]}
          </span>
        ))}
      </p>
      {ticket.awaitingCallBack && (
        <p className="kds-flag kds-flag-wait" role="note">
          Wait: the counter is calling this guest to confirm
        </p>
      )}
      <ul className="kds-items" aria-label="Items">
        {ticket.items.map((item, i) => (
          <li key={i}>
            <span className="kds-qty">{item.quantity}×</span> <span>{item.name}</span>
            {item.note && <span className="kds-note">Note: {item.note}</span>}
          </li>
        ))}
      </ul>
      {status === 'Ready' ? (
        <p className="kds-time">
          <Icon name="clock" size={18} />
          <span>{readyText(ticket.readyAt, now)}</span>
          <span className="kds-since">{serviceWaitText(ticket)}</span>
        </p>
      ) : (
        <p className="kds-time" data-urgency={urgency}>
          <Icon name="clock" size={18} />
          <strong>{elapsedText(minutes)}</strong>
          <span className="kds-urgency">{URGENCY_LABEL[urgency]}</span>
          <span className="kds-since">since {clockTime(ticket.verifiedAt, timeZone)}</span>
        </p>
      )}
      <div className="kds-actions">
        <button type="button" className="btn btn-ghost kds-print" onClick={onPrint} aria-label={`Print ticket #${ticket.reference}`}>
          <Icon name="printer" size={18} /> <span className="kds-btn-text">Print</span>
        </button>
        {action && (
          <button type="button" className="btn kds-advance" onClick={onAdvance} aria-label={`${action} #${ticket.reference}`}>
            {action} <Icon name="next" size={18} />
          </button>
        )}
      </div>
    </article>
  );
}

function readyText(readyAt: string | null, now: number): string {
  const minutes = readyAt ? elapsedMinutes(readyAt, now) : 0;
  return minutes < 1 ? 'Ready just now' : `Ready for ${elapsedText(minutes)}`;
}

const serviceWaitText = (t: KitchenTicket) => (t.orderType === 'dine-in' ? `Serve to table ${t.tableNumber ?? '?'}` : 'Waiting for pickup');
