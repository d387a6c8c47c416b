import { useEffect, useState } from 'react';
import type { Move } from './move-queue';

const SHOWN = 3;

/** The taps still inside their undo window, newest first, each with Undo and Done (send now). */
export function UndoBar({ moves, onUndo, onDone }: { moves: readonly Move[]; onUndo: (key: number) => void; onDone: (key: number) => void }) {
  const waiting = moves.filter((m) => m.state === 'waiting').reverse();
  // Re-render four times a second while a countdown runs; each render reads the clock afresh.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (waiting.length === 0) return;
    const id = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [waiting.length]);
  const now = Date.now();

  return (
    <div className="kds-undo" role="status" aria-live="polite">
      {waiting.slice(0, SHOWN).map((m) => (
        <div key={m.key} className="kds-undo-row">
          <span className="kds-undo-text">
            <strong>#{m.reference}</strong> moved to {m.to}
          </span>
          <span className="kds-undo-count" aria-hidden="true">
            {Math.max(0, Math.ceil((m.deadline - now) / 1000))} s
          </span>
          <button type="button" className="btn kds-undo-btn" onClick={() => onUndo(m.key)} aria-label={`Undo: put #${m.reference} back in ${m.from}`}>
            Undo
          </button>
          <button type="button" className="btn btn-ghost kds-done-btn" onClick={() => onDone(m.key)} aria-label={`Done: send #${m.reference} to ${m.to} now`}>
            Done
          </button>
        </div>
      ))}
      {waiting.length > SHOWN && <p className="kds-undo-more">and {waiting.length - SHOWN} more moves waiting</p>}
    </div>
  );
}
