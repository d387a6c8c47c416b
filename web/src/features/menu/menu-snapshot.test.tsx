import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_SNAPSHOT_ID } from '@domain/menu-snapshot';
import { SAMPLE_DISH } from '@/testing/fixtures';

const snapshot = { items: [SAMPLE_DISH], categories: ['Welcome Drinks'] };

/** A fresh copy of the module per test: it reads the page once. */
const freshModule = async () => {
  vi.resetModules();
  return import('./menu-snapshot');
};

afterEach(() => {
  document.getElementById(MENU_SNAPSHOT_ID)?.remove();
});

const putInPage = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = MENU_SNAPSHOT_ID;
  block.textContent = text;
  document.body.append(block);
};

describe('the menu snapshot', () => {
  it("gives the first menu page the page's data block, and none to a later visit", async () => {
    putInPage(JSON.stringify(snapshot));
    const { useMenuSnapshot, pageSnapshot } = await freshModule();
    expect(pageSnapshot()).toEqual(snapshot);
    const first = renderHook(() => useMenuSnapshot());
    expect(first.result.current).toEqual(snapshot);
    first.unmount();
    expect(pageSnapshot()).toBeNull();
    expect(renderHook(() => useMenuSnapshot()).result.current).toBeNull();
  });

  it('is none when the page has no data block, or a broken one', async () => {
    expect((await freshModule()).pageSnapshot()).toBeNull();
    putInPage('{"items": [');
    expect((await freshModule()).pageSnapshot()).toBeNull();
  });

  it("prefers the server's snapshot while rendering there", async () => {
    putInPage(JSON.stringify({ items: [], categories: [] }));
    const { useMenuSnapshot, MenuSnapshotContext } = await freshModule();
    const wrapper = ({ children }: { children: ReactNode }) => <MenuSnapshotContext.Provider value={snapshot}>{children}</MenuSnapshotContext.Provider>;
    expect(renderHook(() => useMenuSnapshot(), { wrapper }).result.current).toEqual(snapshot);
  });
});
