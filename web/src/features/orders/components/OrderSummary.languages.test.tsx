import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, MISSING_PATTERN } from '@/i18n/I18n';
import gu from '@/i18n/catalog.gu';
import { OrderSummary } from './OrderSummary';

const lines = [{ _id: 'a', name: 'ગુજરાતી થાળી', price: 10, quantity: 2 }];
// A dine-in order with a 10% service charge and 5% GST included in the prices, split in CGST and SGST halves.
const rates = { chargeBp: 1000, taxName: 'GST', taxBp: 500, taxApplied: true, inclusive: true, split: 'cgst-sgst' as const };
const price = { subtotal: 20, discount: 0, serviceOrParcelCharge: 2, tax: 1.05, total: 22, taxable: 20.95, cgst: 0.52, sgst: 0.53, igst: 0, roundOff: 0 };

const charges = () => screen.getByText('કુલ').closest('dl') as HTMLElement;
const labels = () =>
  within(charges())
    .getAllByRole('term')
    .map((dt) => dt.textContent);

describe('the checkout’s charges in Gujarati', () => {
  it('names the service charge and the tax lines in Gujarati, the tax names and the figures kept', () => {
    render(
      <I18nProvider lang="gu" catalog={gu}>
        <OrderSummary lines={lines} orderType="dine-in" rates={rates} price={price} />
      </I18nProvider>,
    );
    expect(labels()).toEqual(['પેટા સરવાળો', 'સર્વિસ ચાર્જ (10%)', 'કરપાત્ર રકમ', 'CGST (2.5%, સામેલ)', 'SGST (2.5%, સામેલ)', 'કુલ']);
    expect(charges().textContent).not.toMatch(/included|Service charge|Subtotal/);
    expect(charges().textContent).not.toMatch(MISSING_PATTERN);
  });

  it('says the parcel charge and a tax added on top (not included) for a takeaway', () => {
    render(
      <I18nProvider lang="gu" catalog={gu}>
        <OrderSummary lines={lines} orderType="takeaway" rates={{ ...rates, inclusive: false, split: 'igst' }} price={{ ...price, igst: 1.05 }} />
      </I18nProvider>,
    );
    expect(labels()).toContain('પાર્સલ ચાર્જ (10%)');
    expect(labels()).toContain('IGST (5%)');
  });

  it('keeps the English word for word', () => {
    render(<OrderSummary lines={lines} orderType="dine-in" rates={rates} price={price} />);
    expect(screen.getByText('CGST (2.5%, included)')).toBeInTheDocument();
    expect(screen.getByText('SGST (2.5%, included)')).toBeInTheDocument();
  });
});
