import { statusOf, type ErrorCode } from '../domain/errors';

/** An error meant for the client: its code (and the code's status), message and data are sent as they are. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf(code);
  }
}

export const badRequest = (message: string, data?: unknown) => new AppError('validation_failed', message, data);
export const unauthenticated = (message = 'Authentication token not found') => new AppError('unauthenticated', message);
export const forbidden = (message = 'Access denied. Admin privileges required.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string, data?: unknown) => new AppError('conflict', message, data);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError('rate_limited', message, retryAfterSeconds ? { retryAfterSeconds } : undefined);
