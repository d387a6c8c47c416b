import { beforeEach, describe, expect, it } from 'vitest';
import { MUTE_KEY, claimChime, playChime, readMuted, writeMuted } from './alert-sound';

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

describe('one chime per arrival in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('lets the first screen that hears of an order chime, and no other', () => {
    expect(claimChime('2026-11-20T10:00:00.000Z')).toBe(true);
    expect(claimChime('2026-11-20T10:00:00.000Z')).toBe(false);
    expect(claimChime('2026-11-20T09:59:00.000Z')).toBe(false);
    expect(claimChime('2026-11-20T10:01:00.000Z')).toBe(true);
  });
});
