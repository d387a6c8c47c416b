import { beforeEach, describe, expect, it } from 'vitest';
import { MUTE_KEY, playChime, readMuted, writeMuted } from './alert-sound';

describe('the alert sound', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the mute choice in localStorage', () => {
    expect(readMuted()).toBe(false);
    writeMuted(true);
    expect(localStorage.getItem(MUTE_KEY)).toBe('1');
    expect(readMuted()).toBe(true);
    writeMuted(false);
    expect(readMuted()).toBe(false);
  });

  it('reports that it could not play before the page has been allowed audio', async () => {
    await expect(playChime()).resolves.toBe(false);
  });
});
