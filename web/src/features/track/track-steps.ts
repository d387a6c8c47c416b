import type { TrackedOrder } from '@/api/track';

/** The steps a guest sees, in order; a cancelled, uncollected or voided order shows no steps. */
export const TRACK_STEPS = ['Pending', 'Preparing', 'Ready', 'Completed'] as const;

export const STEP_LABEL: Record<(typeof TRACK_STEPS)[number], string> = {
  // The words every guest page uses (domain/guest-status.ts): confirmed until the kitchen starts.
  Pending: 'Confirmed',
  Preparing: 'Being prepared',
  Ready: 'Ready',
  Completed: 'Completed',
};

/** What the status means for this guest, in one sentence. */
export function statusLine(o: Pick<TrackedOrder, 'status' | 'orderType' | 'tableNumber' | 'readyInMinutes'>): string {
  const eta = o.readyInMinutes !== null ? ` Ready in about ${o.readyInMinutes} min.` : '';
  switch (o.status) {
    case 'Pending':
      return `The kitchen has your order.${eta}`;
    case 'Preparing':
      return `Your order is being prepared.${eta}`;
    case 'Ready':
      return o.orderType === 'takeaway'
        ? 'Your order is ready for pickup at the counter.'
        : `Your order is on its way to your table${o.tableNumber ? ` (table ${o.tableNumber})` : ''}.`;
    case 'Completed':
      return 'Your order is complete. Thank you!';
    case 'Cancelled':
      return 'This order was cancelled. Please call us if you have questions.';
    case 'Not collected':
      return 'This order was not collected. Please call us if you have questions.';
    case 'Voided':
      return 'This order was voided by the restaurant. Please call us if you have questions.';
  }
}

/** The index of the step reached (−1 for a cancelled order). */
export const stepIndex = (status: TrackedOrder['status']) => (TRACK_STEPS as readonly string[]).indexOf(status);

/** Statuses that still change: the page keeps asking while the order is in one. */
export const isLive = (status: TrackedOrder['status']) => status === 'Pending' || status === 'Preparing' || status === 'Ready';
