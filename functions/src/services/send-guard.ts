import type { TextChannel } from '../domain/notifications';
import type { TxStore } from '../ports';
import { LIMITS, readBucket, readSendLog, recordSend, takeFromBucket, type Bucket, type SendLog } from './limits';
import { readSmsBudget, reserveText, type SmsBudget, type TextSize } from './sms-budget';

/**
 * Everything that must hold before a code is texted: the caller's IP bucket, the phone's
 * send log and the site's SMS budget. All are read and written in the transaction that
 * decides to send, so parallel requests serialise and an idempotent replay counts nothing.
 * Reads: 4. Writes: 3.
 */
export interface SendGuard {
  /** null where the route counted the IP already, before it could know whether a text would go. */
  ip: Bucket | null;
  phone: string;
  sendLog: SendLog;
  budget: SmsBudget;
}

/**
 * timeZone: the settings' (it names the budget's day); a caller without the settings at hand leaves it out and one more read fetches them.
 * text: the code text's size (services/otp.ts codeTextSegments), counted in SMS segments; absent, one.
 */
export async function readSendGuard(
  tx: TxStore,
  ip: string | null,
  phone: string,
  now: Date,
  timeZone?: string,
  channel?: TextChannel,
  text?: TextSize,
): Promise<SendGuard> {
  const bucket = ip === null ? null : await readBucket(tx, LIMITS.otpSendsPerIp, ip);
  const sendLog = await readSendLog(tx, phone);
  const budget = await readSmsBudget(tx, now, timeZone, channel, text);
  return { ip: bucket, phone, sendLog, budget };
}

/** Counts one text against every guard, or refuses: 429 for the IP or the phone, 503 when the site's budget is spent. */
export function chargeSend(tx: TxStore, guard: SendGuard, now: Date): void {
  if (guard.ip) takeFromBucket(tx, LIMITS.otpSendsPerIp, guard.ip, now);
  recordSend(tx, guard.phone, guard.sendLog, now);
  reserveText(tx, guard.budget, now);
}
