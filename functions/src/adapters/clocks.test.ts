import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileOffsetClock, ManualClock } from './clocks';

describe('clocks', () => {
  let dir = '';
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('a manual clock moves only when told', () => {
    const clock = new ManualClock(Date.parse('2026-11-20T10:00:00Z'));
    clock.advance(601_000);
    expect(clock.now().toISOString()).toBe('2026-11-20T10:10:01.000Z');
  });

  it('a file offset clock follows the offset another process writes', () => {
    dir = mkdtempSync(join(tmpdir(), 'clock-'));
    const file = join(dir, 'offset');
    const reader = new FileOffsetClock(file);
    const writer = new FileOffsetClock(file);
    expect(Math.abs(reader.now().getTime() - Date.now())).toBeLessThan(1000);
    writer.setOffset(3_600_000);
    expect(reader.readOffset()).toBe(3_600_000);
    expect(reader.now().getTime() - Date.now()).toBeGreaterThan(3_590_000);
  });
});
