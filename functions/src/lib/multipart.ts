import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import { Readable } from 'node:stream';
import { AppError, badRequest } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  bytes: Buffer;
}

declare module 'express-serve-static-core' {
  interface Request {
    files?: UploadedFile[];
    rawBody?: Buffer;
  }
}

export interface MultipartLimits {
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: MultipartLimits = { fileBytes: 5 * 1024 * 1024, files: 1, fields: 20, fieldBytes: 10_000 };

/**
 * Parses multipart/form-data with busboy into req.body (fields) and req.files.
 * Cloud Functions has read the body before Express sees it, so it is taken from
 * req.rawBody when present; otherwise the request stream is parsed.
 */
export function multipart(limits: MultipartLimits = DEFAULT_UPLOAD_LIMITS): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parseMultipart(req, limits).then(({ fields, files }) => {
      req.body = fields;
      req.files = files;
      next();
    }, next);
  };
}

function parseMultipart(req: Request, limits: MultipartLimits): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { fileSize: limits.fileBytes, files: limits.files, fields: limits.fields, fieldSize: limits.fieldBytes },
      });
    } catch {
      reject(badRequest('Malformed multipart body'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failure: AppError | null = null;
    const fail = (e: AppError) => {
      failure ??= e;
    };

    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new AppError('payload_too_large', `Field ${name} is too long`));
      fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => fail(new AppError('payload_too_large', 'Image must be 5 MB or smaller')));
      stream.on('close', () => {
        if (chunks.length) files.push({ field, filename: info.filename ?? '', mimeType: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    bb.on('filesLimit', () => fail(new AppError('payload_too_large', 'Too many files')));
    bb.on('fieldsLimit', () => fail(new AppError('payload_too_large', 'Too many fields')));
    bb.on('error', () => fail(badRequest('Malformed multipart body')));
    bb.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));

    const source = req.rawBody ? Readable.from(req.rawBody) : req;
    source.pipe(bb);
  });
}
