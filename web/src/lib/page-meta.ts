import { createContext, useContext, useEffect } from 'react';
import { RESTAURANT } from '@domain/restaurant';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** Given only while prerendering: the page's title and description are written into its HTML file. */
export const PageMetaContext = createContext<PageMeta | null>(null);

const fullTitle = (title: string) => `${title} | ${RESTAURANT.name}`;

/** Sets the document title and meta description for a route. */
export function usePageMeta(title: string, description: string): void {
  const collected = useContext(PageMetaContext);
  if (collected) {
    collected.title = fullTitle(title);
    collected.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
