import type { ReactNode } from 'react';

/** The area a floor view shows: the one chosen while it still exists, else the first. */
export const shownAreaOf = (areas: readonly string[], chosen: string | null): string | null =>
  chosen !== null && areas.includes(chosen) ? chosen : (areas[0] ?? null);

/** The plan's areas as tabs, one area shown at a time, each tab with a count of its tables (the floor and the plan editor). */
export function AreaTabs({
  areas,
  shown,
  onShow,
  count,
}: {
  areas: readonly string[];
  shown: string | null;
  onShow: (area: string) => void;
  count: (area: string) => ReactNode;
}) {
  return (
    <div className="floor-tabs" role="tablist" aria-label="Areas">
      {areas.map((a) => (
        <button
          key={a}
          type="button"
          role="tab"
          aria-selected={a === shown}
          className={`floor-tab floor-touch${a === shown ? ' is-active' : ''}`}
          onClick={() => onShow(a)}
        >
          {a} <span className="floor-tab-count">{count(a)}</span>
        </button>
      ))}
    </div>
  );
}
