/** An error meant for the client: its status and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data?: unknown) => new AppError('invalid-argument', 400, message, data);
export const unauthenticated = (message = 'Authentication token not found') => new AppError('unauthenticated', 401, message);
export const forbidden = (message = 'Access denied. Admin privileges required.') => new AppError('permission-denied', 403, message);
export const notFound = (message = 'Not found') => new AppError('not-found', 404, message);
export const conflict = (message: string, data?: unknown) => new AppError('already-exists', 409, message, data);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError('resource-exhausted', 429, message, retryAfterSeconds ? { retryAfterSeconds } : undefined);
