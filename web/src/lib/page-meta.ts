import { createContext, useContext, useEffect } from 'react';
import { restaurantDate } from '@domain/time';
import type { Settings } from '@domain/settings';
import { useSettings } from './settings';
import { langOfPath } from '@/i18n/languages';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Whether the page has a canonical address (false for the not-found page). */
  canonical?: boolean;
}

/** Given only while prerendering: the page's title and description are written into its HTML file. */
export const PageMetaContext = createContext<PageMeta | null>(null);

/** A description may use the settings (the restaurant's name, hours, address). */
type Description = string | ((s: Settings) => string);

/**
 * Sets the document title ("About us | <restaurant name>"), the meta description, the Open Graph
 * tags, the canonical link and, on public pages, the schema.org Restaurant block. They follow the
 * saved settings once those arrive, so an owner's change shows without a rebuild.
 */
export function usePageMeta(title: string, description: Description, options: { canonical?: boolean } = {}): void {
  const settings = useSettings();
  const text = typeof description === 'function' ? description(settings) : description;
  const canonical = options.canonical ?? true;
  const collected = useContext(PageMetaContext);
  if (collected) {
    collected.title = title;
    collected.description = text;
    collected.canonical = canonical;
  }
  useEffect(() => {
    // Each page sets its head as it mounts, after the router has moved the address: the location is the page's.
    const { pathname } = window.location;
    const admin = pathname.startsWith('/admin');
    let current = true;
    // The head's builder (and the schema.org block's) loads after the page: the built HTML already has the seeded head.
    void import('./site-head')
      .then(({ applyHead }) => {
        if (!current) return;
        applyHead(document, settings, {
          title,
          description: text,
          path: canonical && !admin ? pathname : null,
          restaurant: !admin,
          lang: admin ? undefined : langOfPath(pathname),
          today: restaurantDate(new Date(), settings.locale.timeZone),
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [title, text, canonical, settings]);
}
