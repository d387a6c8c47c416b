import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { badRequest } from './errors';

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

/** Parses input with a zod schema; the first issue becomes the 400 message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue?.message ?? 'Invalid request', { issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
  }
  return result.data;
}
