import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import { settingsSaved } from '@/lib/settings';
import { PhoneField } from './PhoneField';

function Form() {
  const [phone, setPhone] = useState('');
  return (
    <>
      <label htmlFor="p">Phone</label>
      <PhoneField id="p" value={phone} onChange={setPhone} />
    </>
  );
}

afterEach(() => settingsSaved(DEFAULT_SETTINGS));

describe('PhoneField: one rule for every phone the site asks for', () => {
  it('asks the phone for its number pad and the national number, with no maxLength to cut a paste short', () => {
    render(<Form />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).not.toHaveAttribute('maxlength');
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(217) 555-0142', '2175550142'],
    [' 98 76 54 32 10 ', '9876543210'],
  ])('a pasted %j reads %j', async (pasted, digits) => {
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Phone'));
    await user.paste(pasted);
    expect(screen.getByLabelText('Phone')).toHaveValue(digits);
  });

  it("drops the country code the owner set, not only India's", async () => {
    act(() => settingsSaved({ ...DEFAULT_SETTINGS, locale: { ...DEFAULT_SETTINGS.locale, smsCountryCode: '+1' } }));
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('12175550142');
    expect(screen.getByLabelText('Phone')).toHaveValue('2175550142');
  });
});
