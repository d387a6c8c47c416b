import type { CSSProperties } from 'react';
import type { FloorTableView, FloorView } from '@/api/floor';
import { time12h } from '@/lib/format';
import { STATUS_LABEL, minutesSeated } from './floor-status';

interface FloorPlanProps {
  area: string;
  tables: FloorTableView[];
  floor: FloorView;
  fetchedAt: number;
  now: number;
  onOpen: (table: FloorTableView) => void;
}

const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/**
 * What a table says under its name, shown (short lines that fit the tile) and spoken (whole): the party and its minutes,
 * or the booking it is kept for, or its seats.
 */
function tableLines(t: FloorTableView, floor: FloorView, fetchedAt: number, now: number): { shown: string[]; spoken: string } {
  if (t.bill) {
    const minutes = `${minutesSeated(t.bill.seatedAt, floor, fetchedAt, now)} min`;
    const party = `${t.bill.name ? `${t.bill.name} · ` : ''}${guestsText(t.bill.guests)}`;
    return { shown: [...(t.bill.name ? [t.bill.name] : []), guestsText(t.bill.guests), minutes], spoken: `${party}, ${minutes}` };
  }
  if (t.reservation) {
    const r = t.reservation;
    return { shown: [r.name, `${r.partySize} at ${time12h(r.time)}`], spoken: `${r.name} · ${r.partySize}, ${time12h(r.time)}` };
  }
  return { shown: [`${t.seats} seats`], spoken: `${t.seats} seats` };
}

/**
 * One area's canvas: each table centred where the plan puts it (x and y in percent; a table at 0 or 100 stays inside), its
 * state in colour and in words. On a phone the canvas becomes a list of tiles in the plan's order, top to bottom.
 */
export function FloorPlan({ area, tables, floor, fetchedAt, now, onOpen }: FloorPlanProps) {
  const ordered = [...tables].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <div className="floor-canvas" role="group" aria-label={`${area || 'Tables'}: ${tables.length} ${tables.length === 1 ? 'table' : 'tables'}`}>
      {ordered.map((t) => {
        const lines = tableLines(t, floor, fetchedAt, now);
        const x = Math.min(100, Math.max(0, t.x));
        const y = Math.min(100, Math.max(0, t.y));
        return (
          <button
            key={t.id}
            type="button"
            className={`floor-table is-${t.status} shape-${t.shape ?? 'square'}`}
            style={{ '--x': `${x}%`, top: `${y}%`, transform: `translateY(-${y}%)` } as CSSProperties}
            aria-label={`Table ${t.name}: ${STATUS_LABEL[t.status]}, ${lines.spoken}`}
            data-table={t.id}
            onClick={() => onOpen(t)}
          >
            <span className="floor-table-name">{t.name}</span>
            <span className="floor-table-status">{STATUS_LABEL[t.status]}</span>
            {lines.shown.map((l) => (
              <span key={l} className="floor-table-line">
                {l}
              </span>
            ))}
          </button>
        );
      })}
    </div>
  );
}
