/**
 * The OTP state kept inside the document it confirms (a pending order, a
 * reservation, a pending registration), so that verifying reads one document.
 * Only a salted hash of the code is stored (DECISIONS 4).
 */
export interface OtpState {
  [key: string]: unknown;
  hash: string;
  salt: string;
  sentAt: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
}
