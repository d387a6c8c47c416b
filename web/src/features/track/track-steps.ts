import type { TrackedOrder } from '@/api/track';
import type { Translate } from '@/i18n';

/** The steps a guest sees, in order; a cancelled, uncollected or voided order shows no steps. */
export const TRACK_STEPS = ['Pending', 'Preparing', 'Ready', 'Completed'] as const;

/** Each step's words (messages/<lang>/track.ts): the words every guest page uses (domain/guest-status.ts), confirmed until the kitchen starts. */
export const STEP_KEY = {
  Pending: 'stepPending',
  Preparing: 'stepPreparing',
  Ready: 'stepReady',
  Completed: 'stepCompleted',
} as const satisfies Record<(typeof TRACK_STEPS)[number], string>;

/** What the status means for this guest, in one sentence, in the page's language. */
export function statusLine(o: Pick<TrackedOrder, 'status' | 'orderType' | 'tableNumber' | 'readyInMinutes'>, t: Translate<'track'>): string {
  const eta = o.readyInMinutes !== null ? ` ${t('readyIn', { minutes: o.readyInMinutes })}` : '';
  switch (o.status) {
    case 'Pending':
      return `${t('linePending')}${eta}`;
    case 'Preparing':
      return `${t('linePreparing')}${eta}`;
    case 'Ready':
      return o.orderType === 'takeaway' ? t('lineReadyPickup') : o.tableNumber ? t('lineReadyTableNumber', { table: o.tableNumber }) : t('lineReadyTable');
    case 'Completed':
      return t('lineCompleted');
    case 'Cancelled':
      return t('lineCancelled');
    case 'Not collected':
      return t('lineNotCollected');
    case 'Voided':
      return t('lineVoided');
  }
}

/** The index of the step reached (−1 for a cancelled order). */
export const stepIndex = (status: TrackedOrder['status']) => (TRACK_STEPS as readonly string[]).indexOf(status);

/** Statuses that still change: the page keeps asking while the order is in one. */
export const isLive = (status: TrackedOrder['status']) => status === 'Pending' || status === 'Preparing' || status === 'Ready';
