import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, MISSING_PATTERN } from '@/i18n/I18n';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';
import { CartProvider } from '@/stores/cart';
import { sampleThali } from '@/testing/fixtures';
import { TodaysThaliCard } from './TodaysThali';

/** Today's Thali as a guest reads it in Gujarati and Hindi: plates left, sold out and the next service, variants, refills. */

const card = (lang: 'gu' | 'hi', now: Parameters<typeof TodaysThaliCard>[0]['now']) =>
  render(
    <I18nProvider lang={lang} catalog={lang === 'gu' ? gu : hi}>
      <CartProvider>
        <TodaysThaliCard now={now} />
      </CartProvider>
    </I18nProvider>,
  );

describe("Today's Thali in Gujarati and Hindi", () => {
  it('says the plates left, the day, the variants and the refills in the language', () => {
    const { container } = card('gu', { current: sampleThali({ platesLeft: 1 }), next: null, orderable: 'thali_2026-12-03_lunch' });
    const region = screen.getByRole('region', { name: 'આજની થાળી' });
    expect(within(region).getByText('1 થાળી બાકી')).toBeInTheDocument();
    expect(region).toHaveTextContent('Lunch · ગુરુવાર, 3 ડિસેમ્બર');
    expect(within(region).getByRole('list', { name: 'પ્રકાર' })).toHaveTextContent('રેગ્યુલરજૈન');
    expect(within(region).getByText('અનલિમિટેડ રિફિલ')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'કાર્ટમાં ઉમેરો' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(MISSING_PATTERN);
  });

  it('sold out, names the service as the owner wrote it and the next one', () => {
    const dinner = sampleThali({ service: 'dinner', serviceName: 'Dinner', name: 'Kathiyawadi Thali', itemId: 'thali_2026-12-03_dinner', platesLeft: 30 });
    const { container } = card('hi', { current: sampleThali({ platesLeft: 0, soldOut: true }), next: dinner, orderable: null });
    expect(screen.getByRole('status')).toHaveTextContent('Lunch की सारी थालियाँ बिक गईं। अगली: Dinner।');
    expect(screen.getByText('30 थालियाँ बाकी')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'कार्ट में डालें' })).toBeNull();
    expect(container.textContent).not.toMatch(MISSING_PATTERN);
  });
});
