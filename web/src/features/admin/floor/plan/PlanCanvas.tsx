import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { PlanTable } from '@/api/floor-plan';
import { SHAPE_LABEL } from './plan-draft';

interface PlanCanvasProps {
  area: string;
  tables: PlanTable[];
  selectedId: string | null;
  /** The table whose save the server refused, marked until it is changed. */
  invalidId: string | null;
  /** A table put at a place, in percent of the canvas. */
  onPlace: (id: string, x: number, y: number) => void;
  /** A table moved by whole percents (the arrow keys). */
  onNudge: (id: string, dx: number, dy: number) => void;
  onSelect: (id: string) => void;
  /** A tap (or Enter) on a table: edit it. */
  onEdit: (id: string) => void;
}

interface Drag {
  id: string;
  pointerId: number;
  startX: number;
  startY: number;
  x0: number;
  y0: number;
  /** How far the table's left (top) edge can travel, in pixels: 0 % to 100 % of it. */
  spanX: number;
  spanY: number;
  moved: boolean;
}

/** A finger that moves less than this is a tap, not a drag. */
const TAP_SLOP_PX = 6;

/** A click this soon after a pointer's release on a table is that release's own click. */
const CLICK_AFTER_RELEASE_MS = 800;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * One area's canvas in the editor: each table where it stands (as the floor shows it: x and y in percent, a table at
 * 0 or 100 stays inside), dragged with a finger or the mouse, moved with the arrow keys (Shift: 5 at a time), and
 * tapped to edit.
 */
export function PlanCanvas({ area, tables, selectedId, invalidId, onPlace, onNudge, onSelect, onEdit }: PlanCanvasProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // A tap opens the table on the pointer's release: Chrome sends no click for the first tap after a drag. The click that
  // follows a release is then not a second tap; a click with no pointer before it (Enter, Space) opens the table.
  const releasedAt = useRef(0);

  const down = (e: PointerEvent<HTMLButtonElement>, t: PlanTable) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const box = canvas.current?.getBoundingClientRect();
    if (!box) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = {
      id: t.id,
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      x0: t.x,
      y0: t.y,
      spanX: Math.max(1, box.width - e.currentTarget.offsetWidth),
      spanY: Math.max(1, box.height - e.currentTarget.offsetHeight),
      moved: false,
    };
    onSelect(t.id);
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < TAP_SLOP_PX) return;
    d.moved = true;
    onPlace(d.id, d.x0 + (dx / d.spanX) * 100, d.y0 + (dy / d.spanY) * 100);
  };
  const up = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    drag.current = null;
    releasedAt.current = Date.now();
    if (!d.moved && e.type === 'pointerup') onEdit(d.id);
  };
  const key = (e: KeyboardEvent<HTMLButtonElement>, t: PlanTable) => {
    const step = ARROWS[e.key];
    if (!step) return;
    e.preventDefault();
    const by = e.shiftKey ? 5 : 1;
    onSelect(t.id);
    onNudge(t.id, step[0] * by, step[1] * by);
  };

  return (
    <div
      ref={canvas}
      className="plan-canvas"
      role="group"
      aria-label={`${area}: ${tables.length} ${tables.length === 1 ? 'table' : 'tables'}`}
      aria-describedby="plan-canvas-help"
    >
      {tables.length === 0 && <p className="plan-canvas-empty">No tables in {area} yet: add one.</p>}
      {tables.map((t) => {
        const x = Math.min(100, Math.max(0, t.x));
        const y = Math.min(100, Math.max(0, t.y));
        const busy = t.status !== undefined && t.status !== 'free' && t.status !== 'reserved';
        return (
          <button
            key={t.id}
            type="button"
            className={`plan-table shape-${t.shape}${t.id === selectedId ? ' is-selected' : ''}${busy ? ' is-busy' : ''}${t.id === invalidId ? ' is-invalid' : ''}`}
            style={{ left: `${x}%`, top: `${y}%`, transform: `translate(-${x}%, -${y}%)` }}
            aria-label={`Table ${t.name}, ${t.seats} seats, ${SHAPE_LABEL[t.shape].toLowerCase()}${busy ? ', party seated' : ''}: ${x}% across, ${y}% down`}
            aria-pressed={t.id === selectedId}
            aria-invalid={t.id === invalidId ? true : undefined}
            data-table={t.id}
            onPointerDown={(e) => down(e, t)}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
            onKeyDown={(e) => key(e, t)}
            onClick={() => {
              if (Date.now() - releasedAt.current < CLICK_AFTER_RELEASE_MS) return;
              onEdit(t.id);
            }}
          >
            <span className="plan-table-name">{t.name}</span>
            <span className="plan-table-seats">{t.seats} seats</span>
          </button>
        );
      })}
    </div>
  );
}
