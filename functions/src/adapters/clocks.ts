import { readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Clock } from '../ports';

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand. */
export class ManualClock implements Clock {
  constructor(private t = Date.parse('2026-11-20T10:00:00.000Z')) {}
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(date: Date): void {
    this.t = date.getTime();
  }
}

/**
 * Local mode only: real time plus an offset kept in a file, so that an
 * end-to-end test can move time for every function worker at once.
 */
export class FileOffsetClock implements Clock {
  private cachedMtime = -1;
  private offset = 0;
  constructor(private readonly file: string) {}

  now(): Date {
    return new Date(Date.now() + this.readOffset());
  }

  setOffset(ms: number): void {
    writeFileSync(this.file, String(Math.trunc(ms)));
  }

  readOffset(): number {
    try {
      const mtime = statSync(this.file).mtimeMs;
      if (mtime !== this.cachedMtime) {
        this.offset = Number(readFileSync(this.file, 'utf8')) || 0;
        this.cachedMtime = mtime;
      }
    } catch {
      this.offset = 0;
      this.cachedMtime = -1;
    }
    return this.offset;
  }
}
