import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { settingsSaved } from '@/lib/settings';
import { OWNER_SETTINGS } from '@/testing/owner-settings';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';

/** /about and /contact as a guest reads them: everything from Settings, the same text of the hours as the footer. */

const page = (ui: React.ReactNode, at = '/') => render(<MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>);

afterEach(() => settingsSaved(DEFAULT_SETTINGS));

describe('/about', () => {
  it('gives the same hours as the footer, the address, the phone, and a map of the position in Settings', async () => {
    settingsSaved(OWNER_SETTINGS);
    page(<AboutPage />, '/about');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('The story of Rasoi Ghar');
    const facts = within(main).getByRole('region', { name: 'Visit us' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Monday closed', 'Tuesday to Sunday 12:00–15:00, 19:00–23:00', 'Closed 25 December 2099 (Christmas)']);
    expect(within(facts).getByText('5 Station Road, Jaipur, Rajasthan 302001')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: '+91 141 222 3344' })).toHaveAttribute('href', 'tel:+911412223344');
    expect(main).not.toHaveTextContent(/Every Day 8 AM/);
    expect(within(main).getByRole('link', { name: /Open the map/ })).toHaveAttribute('href', 'https://maps.example/rasoi');

    expect(main.querySelector('iframe')).toBeNull();
    await userEvent.click(within(main).getByRole('button', { name: 'Show map' }));
    const map = new URL(within(main).getByTitle('Map: Rasoi Ghar, 5 Station Road, Jaipur, Rajasthan 302001').getAttribute('src')!);
    expect(map.origin + map.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(map.searchParams.get('bbox')).toBe('75.7793,26.9087,75.7953,26.9162');
    expect(map.searchParams.get('marker')).toBe('26.9124,75.7873');
  });

  it('sets the title, the link-preview tags and the schema.org block from the settings', async () => {
    settingsSaved(OWNER_SETTINGS);
    window.history.pushState({}, '', '/about');
    page(<AboutPage />, '/about');
    await waitFor(() => expect(document.title).toBe('About us | Rasoi Ghar'));
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'The story of Rasoi Ghar, our opening hours, address and how to find us. Monday closed; Tuesday to Sunday 12:00–15:00, 19:00–23:00.',
    );
    expect(document.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://rasoi.example/og-image.jpg');
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://rasoi.example/about');
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({ '@type': 'Restaurant', name: 'Rasoi Ghar', telephone: '+91 141 222 3344' });
    expect(ld.openingHoursSpecification.map((e: { opens: string }) => e.opens)).toEqual(['12:00', '19:00']);
    expect(ld.specialOpeningHoursSpecification).toEqual([expect.objectContaining({ validFrom: '2099-12-25', validThrough: '2099-12-25' })]);
  });
});

describe('/contact', () => {
  it('gives address, phone, email, the same hours and the directions from Settings', async () => {
    settingsSaved(OWNER_SETTINGS);
    page(<ContactPage />, '/contact');
    const main = screen.getByRole('main');
    expect(main.querySelector('address')).toHaveTextContent('Rasoi Ghar5 Station RoadJaipur, Rajasthan 302001');
    expect(within(main).getByRole('link', { name: '+91 141 222 3344' })).toHaveAttribute('href', 'tel:+911412223344');
    expect(within(main).getByRole('link', { name: 'namaste@rasoi.example' })).toHaveAttribute('href', 'mailto:namaste@rasoi.example');
    const hours = within(main).getByRole('heading', { name: 'Hours' }).parentElement!;
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Monday closed', 'Tuesday to Sunday 12:00–15:00, 19:00–23:00', 'Closed 25 December 2099 (Christmas)']);
    expect(within(main).getByText('Behind the railway station, next to the post office.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact us | Rasoi Ghar'));
  });
});
