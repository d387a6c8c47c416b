import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useMoney } from '@/lib/prices';
import { Icon } from '../shell/icons';
import { useOrderAlerts } from '../shell/order-alerts';
import { Popover } from '../shell/Popover';
import { ALERT_POLL_MS } from '../shell/order-alerts';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The bell: a badge with the orders confirmed since this admin last looked, and their list. */
export function NotificationsButton() {
  const money = useMoney();
  const alerts = useOrderAlerts();
  const { count, orders } = alerts;
  return (
    <Popover
      label="New orders"
      trigger={(props) => (
        <button
          type="button"
          className="icon-btn admin-bell"
          aria-label={count > 0 ? `Notifications: ${count} new ${count === 1 ? 'order' : 'orders'}` : 'Notifications'}
          {...props}
        >
          <Icon name="bell" />
          {count > 0 && (
            <span className="admin-bell-badge" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </button>
      )}
    >
      {(close) => (
        <div className="admin-popover-body">
          <h2 className="admin-popover-title">New orders</h2>
          {count === 0 ? (
            <p className="admin-sub">No new orders since you last looked. It checks every {ALERT_POLL_MS / 1000} seconds.</p>
          ) : (
            <>
              <ul className="admin-alert-list">
                {orders.map((o) => (
                  <li key={o._id}>
                    <span>
                      <span className="admin-strong">#{o.reference}</span> {o.name}
                      <span className="admin-sub">
                        {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} · {o.orderType === 'dine-in' ? 'Dine-in' : 'Takeaway'} · {timeOf(o.verifiedAt)}
                      </span>
                    </span>
                    <span className="admin-strong">{money(o.total)}</span>
                  </li>
                ))}
              </ul>
              {count > orders.length && <p className="admin-sub">and {count - orders.length} more</p>}
            </>
          )}
          <div className="admin-popover-actions">
            <Link to="/adminorders" className="btn btn-secondary btn-sm" onClick={close}>
              Open Orders
            </Link>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={count === 0}
              onClick={() => {
                alerts.acknowledge();
                close();
              }}
            >
              Mark all as seen
            </button>
          </div>
        </div>
      )}
    </Popover>
  );
}

/** Settings: the way to the restaurant's Settings screen, and the new-order sound, saved in this browser. */
export function SettingsButton() {
  const alerts = useOrderAlerts();
  const id = useId();
  return (
    <Popover
      label="Settings"
      trigger={(props) => (
        <button type="button" className="btn btn-ghost admin-settings-btn" {...props}>
          <Icon name="settings" size={18} /> Settings
        </button>
      )}
    >
      {(close) => (
        <div className="admin-popover-body">
          <h2 className="admin-popover-title">Settings</h2>
          <p className="admin-sub">Hours, closures, booking and ordering rules, tax, offers and the restaurant's details.</p>
          <div className="admin-popover-actions admin-popover-lead">
            <Link to="/adminsettings" className="btn btn-sm" onClick={close}>
              <Icon name="settings" size={16} /> Restaurant settings
            </Link>
          </div>
          <h3 className="admin-popover-title">New-order sound</h3>
          {alerts.soundSupported ? (
            <>
              <label className="admin-switch" htmlFor={`${id}-sound`}>
                <input id={`${id}-sound`} type="checkbox" role="switch" checked={!alerts.muted} onChange={(e) => alerts.setMuted(!e.target.checked)} />
                <span>Play a sound when a new order arrives</span>
              </label>
              <p className="admin-sub">Saved in this browser. New orders are checked every {ALERT_POLL_MS / 1000} seconds on every back office screen.</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void alerts.testSound()} disabled={alerts.muted}>
                <Icon name="volume" size={16} /> Test sound
              </button>
              {alerts.soundBlocked && !alerts.muted && (
                <p className="form-error" role="status">
                  The browser blocked the sound. Click anywhere on the page once to allow it.
                </p>
              )}
            </>
          ) : (
            <p className="admin-sub">This browser cannot play the alert sound; new orders still show on the bell.</p>
          )}
        </div>
      )}
    </Popover>
  );
}
