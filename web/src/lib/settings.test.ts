import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SETTINGS_ID } from '@domain/menu-snapshot';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { Settings } from '@domain/settings';

const get = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), api: { get } }));

const saved: Settings = { ...DEFAULT_SETTINGS, identity: { ...DEFAULT_SETTINGS.identity, name: 'Rasoi Ghar' } };

/** The module as a fresh page load reads it: its state is taken from the document when it is first imported. */
const freshLoad = async () => {
  vi.resetModules();
  return import('./settings');
};

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue({ data: { ...saved, identity: { ...saved.identity, name: 'From the API' } } });
});
afterEach(() => document.getElementById(PAGE_SETTINGS_ID)?.remove());

describe('the saved settings of a page load', () => {
  it('a page that carries them (/ and /menu) asks GET /api/settings for nothing and has them at once', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_SETTINGS_ID;
    block.textContent = JSON.stringify(saved);
    document.body.append(block);

    const { loadSettings, settingsNow } = await freshLoad();

    expect(settingsNow().identity.name).toBe('Rasoi Ghar');
    expect((await loadSettings()).identity.name).toBe('Rasoi Ghar');
    expect(get).not.toHaveBeenCalled();
    // The owner's Settings screen still asks afresh when it must.
    expect((await loadSettings(true)).identity.name).toBe('From the API');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a prerendered page without them starts from the defaults and asks once, however many readers ask', async () => {
    const { loadSettings, settingsNow } = await freshLoad();

    expect(settingsNow().identity.name).toBe(DEFAULT_SETTINGS.identity.name);
    await Promise.all([loadSettings(), loadSettings()]);
    expect(settingsNow().identity.name).toBe('From the API');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/settings', { auth: false });
  });
});
