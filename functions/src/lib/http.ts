import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Services parse with it too; it lives apart so that they import nothing of HTTP. */
export { parse } from './parse';

/** The spec's envelope: every reply is {success, message, data}. */
export function ok<T>(res: Response, data: T, message = 'OK', status = 200, extra: Record<string, unknown> = {}): void {
  res.status(status).json({ success: true, message, data, ...extra });
}

/** Express 5 forwards rejected promises to the error middleware; this only narrows the types. */
export const route =
  (fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown): RequestHandler =>
  async (req, res, next) => {
    await fn(req, res, next);
  };
