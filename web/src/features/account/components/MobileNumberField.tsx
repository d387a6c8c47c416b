import { TextField } from '@/components/TextField';
import { digitsOnly } from '@/lib/format';

interface MobileNumberFieldProps {
  value: string;
  /** Gets the digits only, at most 10. */
  onChange: (digits: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The 'Mobile Number' of login and registration: 10 digits, whatever is typed or pasted. */
export function MobileNumberField({ value, onChange, error, disabled }: MobileNumberFieldProps) {
  return (
    <TextField
      label="Mobile Number"
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="10-digit mobile number"
      maxLength={10}
      value={value}
      onChange={(v) => onChange(digitsOnly(v, 10))}
      error={error}
      disabled={disabled}
    />
  );
}
