/** "12:45": when an unpaid online order's hold ends, in the restaurant's time zone. */
export const holdEnds = (holdUntil: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(holdUntil));

/** What an order left unpaid means for the guest: not confirmed, and kept only until its hold ends. */
export const unpaidNotice = (reference: string, holdUntil: string, timeZone: string) =>
  `Order #${reference} is not paid, so it is not confirmed yet. We keep it for you until ${holdEnds(holdUntil, timeZone)}; after that it is released.`;

/** The hold has ended: the order was released, and paying for it is no longer possible. */
export const holdEnded = (holdUntil: string, now = Date.now()) => Date.parse(holdUntil) <= now;
