/** When this device last looked at the new orders, per account: kept in its storage, never on the account. */
const key = (account: string) => `thali.ordersSeenAt.${account}`;

export function readSeenOnDevice(storage: Storage, account: string): string | null {
  const at = storage.getItem(key(account));
  return at && !Number.isNaN(Date.parse(at)) ? at : null;
}

/** Moves this device's "seen up to" forward to `at` (ISO time); it never moves back. */
export function writeSeenOnDevice(storage: Storage, account: string, at: string): void {
  const current = readSeenOnDevice(storage, account);
  if (!current || current < at) storage.setItem(key(account), at);
}
