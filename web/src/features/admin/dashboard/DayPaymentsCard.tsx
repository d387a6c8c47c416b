import { useCallback } from 'react';
import { restaurantDate } from '@domain/time';
import { getDayPayments } from '@/api/bill';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';

/** Today's takings by payment mode: what the counter hands over (cash, UPI, card) apart from what the gateway settles (online). */
export function DayPaymentsCard() {
  const money = useMoney();
  const { timeZone } = useSettings().locale;
  const today = restaurantDate(new Date(), timeZone);
  const day = useResource(useCallback((signal: AbortSignal) => getDayPayments(today, signal), [today]));
  const d = day.data;
  return (
    <div className="admin-panel day-payments" aria-busy={day.loading}>
      <h2 className="sms-budget-title">Payments today</h2>
      {day.error !== null && !d ? (
        <p className="sms-budget-error">
          Could not load today's payments: {errorMessage(day.error, 'Please try again.')}{' '}
          <button type="button" className="btn-link" onClick={day.reload}>
            Try Again
          </button>
        </p>
      ) : !d ? (
        <p>Loading...</p>
      ) : d.orders === 0 && d.refunds.count === 0 ? (
        <p>No bills settled yet today.</p>
      ) : (
        <dl className="day-payments-modes">
          <div>
            <dt>Cash</dt>
            <dd>{money(d.cash)}</dd>
          </div>
          <div>
            <dt>UPI</dt>
            <dd>{money(d.upi)}</dd>
          </div>
          <div>
            <dt>Card</dt>
            <dd>{money(d.card)}</dd>
          </div>
          <div>
            <dt>At the counter</dt>
            <dd>{money(d.counter)}</dd>
          </div>
          <div>
            <dt>Online</dt>
            <dd>{money(d.online)}</dd>
          </div>
          <div className="day-payments-total">
            <dt>Total ({d.orders} bills)</dt>
            <dd>{money(d.total)}</dd>
          </div>
          {d.refunds.count > 0 && (
            <>
              <div>
                <dt>Refunds ({d.refunds.count})</dt>
                <dd>−{money(d.refunds.total)}</dd>
              </div>
              {d.refunds.online > 0 && (
                <div>
                  <dt>of which online</dt>
                  <dd>−{money(d.refunds.online)}</dd>
                </div>
              )}
              <div className="day-payments-total">
                <dt>Net</dt>
                <dd>{money(d.net)}</dd>
              </div>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
