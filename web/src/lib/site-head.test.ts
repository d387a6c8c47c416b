import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { applyHead, headHtml, JSON_LD_ID } from './site-head';

const page = { title: 'About us', description: 'Our story & hours', path: '/about', restaurant: true };
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head written into a prerendered page', () => {
  it('has the title, absolute Open Graph links on the site address, the canonical link and the Restaurant block', () => {
    const doc = parse(headHtml(DEFAULT_SETTINGS, page));
    const og = (p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
    expect(doc.title).toBe('About us | Thali House');
    expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Our story & hours');
    expect([og('og:type'), og('og:title'), og('og:url'), og('og:image'), og('og:site_name')]).toEqual([
      'website',
      'About us | Thali House',
      'https://thalihouse.example/about',
      'https://thalihouse.example/og-image.jpg',
      'Thali House',
    ]);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://thalihouse.example/about');
    const ld = JSON.parse(doc.getElementById(JSON_LD_ID)!.textContent!);
    expect(ld).toMatchObject({ '@type': 'Restaurant', name: 'Thali House', url: 'https://thalihouse.example/' });
  });

  it('leaves out the canonical link and og:url for a page without an address of its own', () => {
    const doc = parse(headHtml(DEFAULT_SETTINGS, { ...page, path: null }));
    expect(doc.querySelector('link[rel="canonical"], meta[property="og:url"]')).toBeNull();
  });

  it('keeps a name an owner typed with markup inert', () => {
    const s: Settings = { ...DEFAULT_SETTINGS, identity: { ...DEFAULT_SETTINGS.identity, name: 'A "B" </script><script>alert(1)</script>' } };
    const doc = parse(headHtml(s, page));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.getElementById(JSON_LD_ID)!.textContent!).name).toBe(s.identity.name);
    expect(doc.querySelector('meta[property="og:site_name"]')!.getAttribute('content')).toBe(s.identity.name);
  });
});

describe('the head in the browser', () => {
  it('is updated in place when the saved settings arrive, without adding a second of anything', () => {
    document.head.innerHTML = headHtml(DEFAULT_SETTINGS, page);
    const saved: Settings = { ...DEFAULT_SETTINGS, identity: { ...DEFAULT_SETTINGS.identity, name: 'Rasoi', siteUrl: 'https://rasoi.example' } };

    applyHead(document, saved, page);

    expect(document.title).toBe('About us | Rasoi');
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://rasoi.example/og-image.jpg');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(JSON.parse(document.getElementById(JSON_LD_ID)!.textContent!).name).toBe('Rasoi');
  });

  it('drops the canonical link and the Restaurant block on a page that has neither', () => {
    document.head.innerHTML = headHtml(DEFAULT_SETTINGS, page);
    applyHead(document, DEFAULT_SETTINGS, { ...page, path: null, restaurant: false });
    expect(document.head.querySelector('link[rel="canonical"], meta[property="og:url"], script')).toBeNull();
  });
});

describe('the head of a page in a language', () => {
  const links = (doc: Document) =>
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);

  it('names the same page in English, Gujarati and Hindi, the English as x-default, and its own language as canonical', () => {
    const doc = parse(headHtml(DEFAULT_SETTINGS, { ...page, path: '/gu/menu', lang: 'gu' }));
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://thalihouse.example/gu/menu');
    expect(links(doc)).toEqual([
      'en https://thalihouse.example/menu',
      'gu https://thalihouse.example/gu/menu',
      'hi https://thalihouse.example/hi/menu',
      'x-default https://thalihouse.example/menu',
    ]);
    expect(doc.querySelector('meta[property="og:locale"]')!.getAttribute('content')).toBe('gu_IN');
  });

  it("gives a language's home page its address as Hosting serves it, without the trailing slash", () => {
    const doc = parse(headHtml(DEFAULT_SETTINGS, { ...page, path: '/hi/', lang: 'hi' }));
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://thalihouse.example/hi');
    expect(links(doc)).toContain('en https://thalihouse.example/');
  });

  it('preloads no font, in any language: a device with the script’s font uses its own and downloads nothing', () => {
    const preload = (lang?: 'en' | 'gu' | 'hi') =>
      parse(headHtml(DEFAULT_SETTINGS, { ...page, path: '/menu', ...(lang ? { lang } : {}) })).querySelector('link[rel="preload"][as="font"]');
    for (const lang of ['gu', 'hi', 'en', undefined] as const) expect(preload(lang), lang).toBeNull();
  });

  it('has no alternates on a page without an address, nor on the back office (no language)', () => {
    expect(links(parse(headHtml(DEFAULT_SETTINGS, { ...page, path: null, lang: 'gu' })))).toEqual([]);
    expect(links(parse(headHtml(DEFAULT_SETTINGS, page)))).toEqual([]);
  });

  it('rewrites the alternates in place as the browser moves to another page', () => {
    applyHead(document, DEFAULT_SETTINGS, { ...page, path: '/booktable', lang: 'en' });
    applyHead(document, DEFAULT_SETTINGS, { ...page, path: '/hi/booktable', lang: 'hi' });
    expect(links(document)).toEqual([
      'en https://thalihouse.example/booktable',
      'gu https://thalihouse.example/gu/booktable',
      'hi https://thalihouse.example/hi/booktable',
      'x-default https://thalihouse.example/booktable',
    ]);
    applyHead(document, DEFAULT_SETTINGS, { ...page, path: '/admin', restaurant: false });
    expect(links(document)).toEqual([]);
    expect(document.querySelector('meta[property="og:locale"]')).toBeNull();
  });
});
