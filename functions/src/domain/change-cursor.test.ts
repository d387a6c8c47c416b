import { describe, expect, it } from 'vitest';
import { changeCursor } from './change-cursor';

const now = new Date('2031-12-08T06:30:00.000Z');
const at = (secondsBefore: number) => new Date(now.getTime() - secondsBefore * 1000).toISOString();

describe('the cursor of a poll for changes', () => {
  it('when nothing changed lately, stays the overlap behind the answer, to find a change committed late', () => {
    expect(changeCursor(now, 30_000, at(300), [])).toBe(at(30));
  });

  it('when the answer held a change within the overlap, starts after it, so that it is not read again', () => {
    expect(changeCursor(now, 30_000, at(300), [{ updatedAt: at(40) }, { updatedAt: at(5) }])).toBe(at(5));
  });

  it('never goes back before the cursor it was asked with', () => {
    expect(changeCursor(now, 30_000, at(3), [])).toBe(at(3));
  });

  it("never goes past the answer's own time, so a stamp from a clock ahead hides no change made now", () => {
    expect(changeCursor(now, 30_000, at(300), [{ updatedAt: at(-600) }])).toBe(now.toISOString());
    expect(changeCursor(now, 30_000, at(-600), [])).toBe(now.toISOString());
  });
});
