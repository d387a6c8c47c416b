import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { KITCHEN_STATUSES, type KitchenStatus, type KitchenTicket } from '@domain/kitchen';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { AdminGuard } from '../AdminGuard';
import { AlertSoundProvider, useAlertSound } from '../shell/alert-sound-context';
import { Icon } from '../shell/icons';
import { SessionExpiry } from '../shell/SessionExpiry';
import { SwitchPersonButton } from '../shell/SwitchPerson';
import { LoadFailed } from '../shell/LoadFailed';
import { column } from './board-state';
import { clockTime } from './kitchen-time';
import { PrintSlip } from './PrintSlip';
import { SoldOutPanel } from './SoldOutPanel';
import { TicketCard, serviceText } from './TicketCard';
import { UndoBar } from './UndoBar';
import { useKitchenBoard } from './use-kitchen-board';
import { useKitchenStation } from './use-kitchen-station';
import { KitchenLoad } from '../takeaway/KitchenLoad';
import { KitchenThali } from '../takeaway/KitchenThali';
import { TakeawayControls } from '../takeaway/TakeawayControls';
import { useBackOfficeHome } from '../shell/role-home';
import '../shell/shell.css';
import './kitchen.css';

const EMPTY: Record<KitchenStatus, string> = {
  Pending: 'No new orders. New ones appear here within a few seconds.',
  Preparing: 'Nothing is being prepared.',
  Ready: 'Nothing is waiting to be served or collected.',
};

export default function KitchenPage() {
  usePageMeta('Kitchen display', 'Orders to cook, in preparation and ready, live.');
  return (
    <AdminGuard>
      {/* Until the first tap the browser keeps the board silent: it says so from the start, not at the first missed chime. */}
      <AlertSoundProvider blockedUntilTap>
        <StationBoard />
        <SessionExpiry variant="banner" />
      </AlertSoundProvider>
    </AdminGuard>
  );
}

/** The board of the station this display is set to (a new board, with its own poll, when it changes). */
function StationBoard() {
  const stations = useSettings().kitchen.stations;
  const [station, choose] = useKitchenStation(stations);
  return <KitchenDisplay key={station ?? ''} station={station} stations={stations} onStation={choose} />;
}

function KitchenDisplay({ station, stations, onStation }: { station: string | null; stations: readonly string[]; onStation: (s: string | null) => void }) {
  const settings = useSettings();
  const backOffice = useBackOfficeHome();
  const { muted, setMuted, soundBlocked, soundSupported, chime, testSound } = useAlertSound();
  const [announcement, setAnnouncement] = useState('');
  const [flash, setFlash] = useState(0);
  const [printing, setPrinting] = useState<KitchenTicket | null>(null);
  const [soldOutOpen, setSoldOutOpen] = useState(false);

  const onArrival = useCallback(
    (fresh: KitchenTicket[], chimes: boolean) => {
      setAnnouncement(fresh.map((t) => `New order #${t.reference}, ${serviceText(t)}`).join('. '));
      setFlash((n) => n + 1);
      // The same chime as the back office's alert: one per order in this browser, whichever screen hears of it first.
      if (chimes) chime(fresh.reduce((latest, t) => (t.verifiedAt > latest ? t.verifiedAt : latest), ''));
    },
    [chime],
  );
  const board = useKitchenBoard(onArrival, station);

  // Elapsed minutes are read against the server's clock; each poll re-renders, and so does this tick.
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 10_000);
    return () => clearInterval(id);
  }, []);
  const now = board.serverNow();

  useEffect(() => {
    if (!flash) return;
    const id = setTimeout(() => setFlash(0), 2_000);
    return () => clearTimeout(id);
  }, [flash]);

  const { notice, dismissNotice } = board;
  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(dismissNotice, 15_000);
    return () => clearTimeout(id);
  }, [notice, dismissNotice]);

  const columns = useMemo(
    () => KITCHEN_STATUSES.map((status) => ({ status, tickets: column(board.tickets, status, board.statusOf) })),
    [board.tickets, board.statusOf],
  );
  const waitingIds = useMemo(() => new Set(board.moves.filter((m) => m.state === 'waiting').map((m) => m.orderId)), [board.moves]);
  const endPrint = useCallback(() => setPrinting(null), []);
  const timeZone = settings.locale.timeZone;

  const toggleSound = () => {
    const next = !muted;
    setMuted(next);
    if (!next) void testSound();
  };

  return (
    <div className={`kds${flash ? ' is-flashing' : ''}`}>
      <header className="kds-bar">
        {backOffice && (
          <Link to={backOffice} className="btn btn-ghost kds-back">
            <Icon name="back" size={18} /> <span className="kds-btn-text">Back office</span>
          </Link>
        )}
        <h1 className="kds-title">{station ?? 'Kitchen'}</h1>
        {stations.length > 1 && (
          <label className="kds-station">
            <span className="visually-hidden">Station</span>
            <select value={station ?? ''} onChange={(e) => onStation(e.target.value || null)}>
              <option value="">Whole kitchen</option>
              {stations.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        <span className="kds-clock" aria-label="Time now">
          {clockTime(new Date(now).toISOString(), timeZone)}
        </span>
        <span className="kds-status">
          <span className={`kds-live${board.stale ? ' is-stale' : ''}`} role="status">
            {board.stale ? 'Connection lost: retrying' : board.lastUpdated ? 'Live' : 'Connecting'}
            {board.lastUpdated && (
              <span className="kds-updated">
                {' '}
                · updated {new Date(board.lastUpdated).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit' })}
              </span>
            )}
          </span>
          {/* Browsers keep a page silent until its first tap: said in the bar, where it moves nothing on the board. */}
          {soundBlocked && !muted && (
            <span className="kds-sound-hint" role="status">
              Tap the board once to allow sound
            </span>
          )}
        </span>
        <SwitchPersonButton className="kds-switch" />
        <button type="button" className="btn btn-ghost kds-soldout" onClick={() => setSoldOutOpen(true)}>
          Sold out
        </button>
        {soundSupported && (
          <button type="button" className="btn btn-ghost kds-sound" aria-pressed={!muted} onClick={toggleSound}>
            <Icon name={muted ? 'mute' : 'volume'} size={18} /> <span className="kds-btn-text">{muted ? 'Sound off' : 'Sound on'}</span>
          </button>
        )}
      </header>

      <div className="kds-takeaway">
        <TakeawayControls compact />
        <KitchenLoad tickets={board.tickets} now={now} timeZone={timeZone} platesPerSlot={settings.takeaway.platesPerSlot} extra={<KitchenThali />} />
      </div>

      {/* Over the board, never pushing it: a tap must land where it was aimed when a message comes or goes. */}
      <div className="kds-notices">
        {board.notice && (
          <div className={`kds-notice kds-notice-${board.notice.tone}`} role="alert">
            <p>{board.notice.text}</p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={board.dismissNotice}>
              Dismiss
            </button>
          </div>
        )}
        {board.truncated && <p className="kds-notice kds-notice-info">Showing the 100 oldest open orders: move some on to see the rest.</p>}
      </div>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>

      <main id="main" className="kds-board" aria-busy={board.loading}>
        {board.loading ? (
          <div className="loading-state kds-state">
            <span className="spinner" aria-hidden="true" /> Loading orders...
          </div>
        ) : board.loadError ? (
          <LoadFailed title="Could not load the kitchen orders" message={board.loadError} onRetry={board.reload} className="admin-panel kds-state" />
        ) : (
          columns.map(({ status, tickets }) => (
            <section key={status} className={`kds-col kds-col-${status.toLowerCase()}`} aria-labelledby={`kds-col-${status}`}>
              <h2 id={`kds-col-${status}`} className="kds-col-head">
                {status} <span className="kds-count">{tickets.length}</span>
              </h2>
              <div className="kds-col-body">
                {tickets.length === 0 ? (
                  <p className="kds-empty">{EMPTY[status]}</p>
                ) : (
                  tickets.map((t) => (
                    <TicketCard
                      key={t.id}
                      ticket={t}
                      status={board.statusOf(t)}
                      now={now}
                      thresholds={settings.kitchen}
                      timeZone={timeZone}
                      fresh={board.fresh.has(t.id)}
                      moving={waitingIds.has(t.id)}
                      onAdvance={() => board.advance(t)}
                      onPrint={() => setPrinting(t)}
                    />
                  ))
                )}
              </div>
            </section>
          ))
        )}
      </main>

      <UndoBar moves={board.moves} onUndo={board.undo} onDone={board.commitNow} />
      {soldOutOpen && <SoldOutPanel onClose={() => setSoldOutOpen(false)} />}
      {printing && (
        <PrintSlip
          ticket={printing}
          restaurant={settings.identity.name}
          timeZone={timeZone}
          now={now}
          onDone={endPrint}
          paper={settings.printing.ticketPaper}
        />
      )}
    </div>
  );
}
