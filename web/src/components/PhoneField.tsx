import type { InputHTMLAttributes } from 'react';
import { normalizePhone } from '@domain/phone';
import { useSettings } from '@/lib/settings';

interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'maxLength'> {
  value: string;
  /** Gets the phone as the site keeps it (domain/phone.ts): digits, without a pasted country code or leading 0. */
  onChange: (digits: string) => void;
}

/**
 * The input of every phone number on the site. Each form keeps its own label, id and messages;
 * this keeps one rule for what is typed or pasted: '+91 98765 43210', '098765 43210' and
 * '98765-43210' all become 9876543210. No maxLength: a browser cuts a paste at it, before
 * the country code could be read.
 */
export function PhoneField({ value, onChange, ...input }: PhoneFieldProps) {
  const countryCode = useSettings().locale.smsCountryCode;
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...input}
      value={value}
      onChange={(e) => onChange(normalizePhone(e.target.value, countryCode))}
    />
  );
}
