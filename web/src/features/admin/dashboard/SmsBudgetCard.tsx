import { useCallback } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { getSmsBudget } from '@/api/dashboard';

/** How often the card asks again: every order and booking sends texts while the dashboard stays open. */
export const SMS_BUDGET_REFRESH_MS = 30_000;

/** Texts sent today against the daily cap, kept current while the dashboard is open; a warning at 80% of a cap, an alert when texting has stopped. */
export function SmsBudgetCard() {
  const budget = useResource(
    useCallback((signal: AbortSignal) => getSmsBudget(signal), []),
    { refreshEvery: SMS_BUDGET_REFRESH_MS },
  );
  const b = budget.data;
  return (
    <div
      className={`admin-panel sms-budget${b?.reached ? ' is-alert' : b?.nearing ? ' is-warning' : ''}`}
      role={b?.reached || b?.nearing ? 'alert' : undefined}
      aria-busy={budget.loading}
    >
      <h2 className="sms-budget-title">Texts sent today</h2>
      {budget.error !== null && !b ? (
        <p className="sms-budget-error">
          Could not load the SMS budget: {errorMessage(budget.error, 'Please try again.')}{' '}
          <button type="button" className="btn-link" onClick={budget.reload}>
            Try Again
          </button>
        </p>
      ) : !b ? (
        <p>Loading...</p>
      ) : (
        <>
          <p className="sms-budget-count">
            {b.sentToday} / {b.dailyCap}
          </p>
          {b.reached ? (
            <p>The SMS budget is reached: guests are asked to call the restaurant until it resets.</p>
          ) : (
            <p>
              {b.sentThisHour} this hour (cap {b.hourlyCap})
            </p>
          )}
          {!b.reached && b.nearing && (
            <p className="sms-budget-warning">
              Over 80% of the SMS budget is used. When it runs out, guests can't get their codes: raise the caps if this is a busy day.
            </p>
          )}
        </>
      )}
    </div>
  );
}
