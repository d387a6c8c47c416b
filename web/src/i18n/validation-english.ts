/**
 * The English of the errors namespace's messages that arrive as English text rather than as a code: the shared
 * schemas' validation messages (functions/src/domain/users.ts, word for word) and the network's. Kept apart from
 * messages/en/errors.ts (which spreads them in) so that a Gujarati or Hindi page, to find a message's key, loads these
 * few lines and not the English catalog.
 */
export const VALIDATION_ENGLISH = {
  // When no reply came, or a reply named no code.
  network: 'Network error occurred',
  offline: "You're offline. Please check your connection.",
  backOnline: 'You are back online.',
  failed: 'Something went wrong. Please try again.',
  logInAgain: 'Please log in to continue.',

  // The form checks (the shared schema's wording, word for word in English).
  name: 'Please enter your full name',
  nameLong: 'Name must be at most 80 characters',
  phone: 'Mobile number must be exactly 10 digits',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 128 characters',
  otp: 'Please enter a 6-digit OTP',
  noPending: 'No pending OTP verification',
  badLogin: 'Invalid phone number or password',
  enterPassword: 'Please enter your password',
  enterPasswordToConfirm: 'Please enter your password to confirm',
  enterCurrentPassword: 'Please enter your current password',
  otpFailed: 'OTP verification failed',
  resendFailed: 'Failed to resend OTP',
} as const;
