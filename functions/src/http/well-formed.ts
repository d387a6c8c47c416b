import type { RequestHandler } from 'express';
import { TextDecoder } from 'node:util';
import { badRequest } from '../lib/errors';

/** A UTF-16 surrogate with no partner: JSON may carry one ("\ud800"), but it is no character, and Firestore can't store it. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Bodies and queries deeper than this are walked no further (the schemas refuse such shapes anyway). */
const MAX_DEPTH = 32;

export const invalidText = (where: string) =>
  badRequest(`Invalid text in ${where}: it holds a character that is not valid Unicode. Please type it again.`, { field: where });

/** The path of the first string (or key) in a parsed body that is not well-formed Unicode; null when all are. */
export function illFormedAt(value: unknown, path = '', depth = 0): string | null {
  const here = path || 'the request';
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? here : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return here;
    const found = illFormedAt(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** True when the bytes are valid UTF-8 (a parser would otherwise turn bad bytes into U+FFFD without a word). */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The first part of a percent-encoded path or query that does not decode to valid UTF-8 text; null when all do. */
function undecodable(parts: string[]): string | null {
  for (const part of parts) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return part;
    }
  }
  return null;
}

/**
 * Every request's text is valid Unicode before any route sees it: a lone surrogate in a JSON body (or in a
 * multipart field), or a path or query that is not percent-encoded UTF-8, is answered 400 at once, naming the
 * field. Without it such text reaches the store, which on Firestore fails only after its retries, as a 500.
 */
export const wellFormedInput: RequestHandler = (req, _res, next) => {
  const url = req.originalUrl;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  if (undecodable([path])) return next(invalidText('the address'));
  const badQuery = undecodable(query.split(/[&=]/));
  if (badQuery !== null) return next(invalidText('the query'));
  const inQuery = illFormedAt(req.query);
  if (inQuery) return next(invalidText(inQuery));
  const inBody = illFormedAt(req.body);
  if (inBody) return next(invalidText(inBody));
  next();
};
