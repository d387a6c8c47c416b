/**
 * Where a poll for changes (`updatedAt > cursor`) starts next time, so that each change is read once per poller.
 * Writes stamp updatedAt before they commit, so a change can land after a poll with a stamp older than the poll:
 * the cursor stays `overlapMs` behind the answer's time to find such a late commit, but never goes back before the
 * newest change this answer already held (those the poller has) nor before the cursor it was asked with.
 * What it can miss: a change committed late whose stamp is older than a newer change already answered (two writes
 * within one commit's time of each other); the pollers read everything again now and then (the kitchen's full board).
 */
export function changeCursor(now: Date, overlapMs: number, since: string | null, read: readonly { updatedAt: string }[]): string {
  let cursor = new Date(now.getTime() - overlapMs).toISOString();
  for (const stamp of [since, ...read.map((d) => d.updatedAt)]) if (stamp && stamp > cursor) cursor = stamp;
  // Never past this answer's own time: a stamp ahead of it (an instance whose clock runs ahead, a clock set back) would
  // hide every change stamped before it. Such a change is read again until the clock passes it, which costs a read.
  const answeredAt = now.toISOString();
  return cursor > answeredAt ? answeredAt : cursor;
}
