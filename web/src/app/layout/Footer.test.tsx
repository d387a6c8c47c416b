import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { addDays, restaurantDate } from '@domain/time';
import { settingsSaved } from '@/lib/settings';
import { OWNER_SETTINGS } from '@/testing/owner-settings';
import { Footer } from './Footer';

const page = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => settingsSaved(DEFAULT_SETTINGS));

describe('the footer', () => {
  it('shows the seeded identity and one line of hours: every day 08:00–23:00', () => {
    settingsSaved(DEFAULT_SETTINGS);
    page(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Thali House' })).toBeInTheDocument();
    const hours = within(footer).getByRole('region', { name: 'Opening Hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Every day 08:00–23:00']);
    expect(footer).not.toHaveTextContent(/Tuesday to Saturday|Every Day 8 AM|Springfield/);
    expect(within(footer).getByRole('link', { name: '+91 79 4000 1234' })).toHaveAttribute('href', 'tel:+917940001234');
  });

  it("follows the owner's settings: name, address, phone, email, hours by day group and the closures to come", () => {
    settingsSaved(OWNER_SETTINGS);
    page(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Rasoi Ghar' })).toBeInTheDocument();
    expect(footer.querySelector('address')).toHaveTextContent('5 Station RoadJaipur, Rajasthan 302001');
    expect(within(footer).getByRole('link', { name: '+91 141 222 3344' })).toHaveAttribute('href', 'tel:+911412223344');
    expect(within(footer).getByRole('link', { name: 'namaste@rasoi.example' })).toHaveAttribute('href', 'mailto:namaste@rasoi.example');
    const hours = within(footer).getByRole('region', { name: 'Opening Hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Monday closed', 'Tuesday to Sunday 12:00–15:00, 19:00–23:00', 'Closed 25 December 2099 (Christmas)']);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Rasoi Ghar.`);
  });
});

describe('closures in the footer', () => {
  it('shows only the next three to come, a near one without its year', () => {
    const today = restaurantDate(new Date(), DEFAULT_SETTINGS.locale.timeZone);
    const day = (n: number) => addDays(today, n);
    const dayMonth = (d: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
    settingsSaved({
      ...DEFAULT_SETTINGS,
      closures: [
        { from: day(40), to: day(40), note: '' },
        { from: day(3), to: day(4), note: 'Family wedding' },
        { from: day(-2), to: day(0), note: 'Ends today' },
        { from: day(90), to: day(90), note: 'Fourth' },
        { from: day(-9), to: day(-8), note: 'Over' },
      ],
    });
    page(<Footer />);
    const hours = within(screen.getByRole('contentinfo')).getByRole('region', { name: 'Opening Hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Every day 08:00–23:00',
      `Closed ${dayMonth(day(-2))} – ${dayMonth(day(0))} (Ends today)`,
      `Closed ${dayMonth(day(3))} – ${dayMonth(day(4))} (Family wedding)`,
      `Closed ${dayMonth(day(40))}`,
    ]);
  });
});
