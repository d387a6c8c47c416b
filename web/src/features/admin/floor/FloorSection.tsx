import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { can } from '@domain/staff-roles';
import { getFloor, type FloorTableView, type FloorView } from '@/api/floor';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { SectionHead } from '../shell/SectionHead';
import { LoadFailed } from '../shell/LoadFailed';
import { useStaffRole } from '../shell/acting';
import { AreaTabs, shownAreaOf } from './AreaTabs';
import { BillPanel } from './BillPanel';
import { FloorPlan } from './FloorPlan';
import { SeatSheet } from './SeatSheet';
import { WaitlistPanel } from './waitlist/WaitlistPanel';
import { agoText, takesAParty } from './floor-status';
import './floor.css';

/** The plan asks again this often while the tab is visible (and at once when it shows again). */
export const FLOOR_REFRESH_MS = 10_000;

/** A clock for the screen's "N ago" and minutes seated. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(t);
  }, [everyMs]);
  return now;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * The floor: the counter's home on a tablet. Each area's tables where they stand, each with its state in colour and
 * in words, the party and its minutes seated; a tap seats a party or opens the table's bill.
 */
export default function FloorSection() {
  const role = useStaffRole();
  const floor = useResource(
    useCallback((signal: AbortSignal) => getFloor(signal), []),
    { refreshEvery: FLOOR_REFRESH_MS },
  );
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  const [area, setArea] = useState<string | null>(null);
  // The table tapped, and the bill opened on it (known at once after seating, before the plan reloads).
  const [waitlistShown, setWaitlistShown] = useState(true);
  const [open, setOpen] = useState<{ tableId: string; billId: string | null } | null>(null);
  const now = useNow(1000);
  const online = useOnline();

  useEffect(() => {
    if (floor.data) setFetchedAt(Date.now());
  }, [floor.data]);

  const data: FloorView | null = floor.data;
  const areas = data ? (data.areas.length > 0 ? data.areas : [...new Set(data.tables.map((t) => t.area))]) : [];
  const shownArea = shownAreaOf(areas, area);
  const openTable: FloorTableView | null = data?.tables.find((t) => t.id === open?.tableId) ?? null;
  const openBillId = open?.billId ?? (openTable && !takesAParty(openTable) ? (openTable.bill?.id ?? null) : null);
  const canLayOut = can(role, 'floorPlan');
  const reload = floor.reload;
  const stale = (floor.error !== null && data !== null) || !online;

  return (
    <section className="floor" aria-labelledby="floor-heading">
      <SectionHead title="Floor" id="floor-heading" lead="Tap a free table to seat a party, a busy one for its bill.">
        <p className={`floor-freshness${stale ? ' is-stale' : ''}`} role="status" aria-live="polite">
          {data ? `Updated ${agoText(now - fetchedAt)}` : floor.loading ? 'Loading the plan...' : ''}
        </p>
        <button type="button" className="btn btn-secondary floor-touch" onClick={reload} disabled={floor.loading}>
          {floor.loading ? 'Refreshing...' : 'Refresh'}
        </button>
        {canLayOut && (
          <Link className="btn btn-ghost floor-touch" to="/admin/floor/plan">
            Edit the plan
          </Link>
        )}
      </SectionHead>

      {stale && data && (
        <div className="floor-offline" role="alert">
          <strong>{online ? "Can't reach the server" : 'Offline'}</strong>
          <span>
            {floor.error ? `${errorMessage(floor.error, 'The plan could not be loaded')}. ` : ''}
            The tables are as they were {agoText(now - fetchedAt)}.
          </span>
          <button type="button" className="btn btn-secondary btn-sm floor-touch" onClick={reload}>
            Try Again
          </button>
        </div>
      )}
      {!data && floor.error !== null && (
        <LoadFailed title="The floor could not load" message={errorMessage(floor.error, 'Failed to load the tables')} onRetry={reload} />
      )}
      {!data && floor.loading && (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the tables...
        </p>
      )}

      {data && data.tables.length === 0 && (
        <div className="empty-state card">
          <p>No tables yet.</p>
          <p className="admin-sub">{canLayOut ? 'Lay out the tables on the plan first.' : 'An owner or a manager lays out the tables on the plan.'}</p>
          {canLayOut ? (
            <Link className="btn floor-touch" to="/admin/floor/plan">
              Lay out the tables
            </Link>
          ) : (
            <Link className="btn btn-secondary floor-touch" to="/adminorders">
              Go to Orders
            </Link>
          )}
        </div>
      )}

      {data && data.tables.length > 0 && (
        <div className="floor-layout">
          <div className="floor-main">
            {areas.length > 1 && (
              <AreaTabs
                areas={areas}
                shown={shownArea}
                onShow={setArea}
                count={(a) => (
                  <>
                    {data.tables.filter((t) => t.area === a && t.status !== 'free').length}/{data.tables.filter((t) => t.area === a).length}
                  </>
                )}
              />
            )}
            <FloorPlan
              area={shownArea ?? ''}
              tables={data.tables.filter((t) => t.area === shownArea)}
              floor={data}
              fetchedAt={fetchedAt}
              now={now}
              onOpen={(t) => setOpen({ tableId: t.id, billId: null })}
            />
          </div>
          <aside className="floor-side" aria-label="Waitlist beside the plan">
            <button
              type="button"
              className="btn btn-ghost floor-touch floor-side-toggle"
              aria-expanded={waitlistShown}
              aria-controls="floor-waitlist"
              onClick={() => setWaitlistShown((s) => !s)}
            >
              {waitlistShown ? 'Hide the waitlist' : 'Show the waitlist'}
            </button>
            <div id="floor-waitlist" hidden={!waitlistShown}>
              <WaitlistPanel
                onSeated={(billId, tableId) => {
                  setOpen({ tableId, billId });
                  reload();
                }}
              />
            </div>
          </aside>
        </div>
      )}

      {openTable && !openBillId && takesAParty(openTable) && (
        <SeatSheet
          table={openTable}
          onClose={() => setOpen(null)}
          onSeated={(billId) => {
            setOpen({ tableId: openTable.id, billId });
            reload();
          }}
        />
      )}
      {openTable && openBillId && data && (
        <BillPanel
          key={openBillId}
          billId={openBillId}
          table={openTable}
          floor={data}
          onClose={() => setOpen(null)}
          onChanged={reload}
          onMoved={(tableId) => {
            setOpen({ tableId, billId: openBillId });
            reload();
          }}
          onCleared={() => {
            setOpen(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
