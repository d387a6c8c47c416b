import { useId } from 'react';
import { useT } from '@/i18n/I18n';
import { PhoneField } from '@/components/PhoneField';
import { FieldNotes, describedBy } from '@/components/TextField';

interface MobileNumberFieldProps {
  value: string;
  /** Gets the digits, as the phone field reads what is typed or pasted. */
  onChange: (digits: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The 'Mobile Number' of login, registration and the back office's sign-in again. */
export function MobileNumberField({ value, onChange, error, disabled }: MobileNumberFieldProps) {
  const id = useId();
  const t = useT('account');
  return (
    <div className="field">
      <label htmlFor={id}>{t('mobileNumber')}</label>
      <PhoneField
        id={id}
        name="phone"
        placeholder={t('mobilePlaceholder')}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        disabled={disabled}
      />
      <FieldNotes id={id} error={error} />
    </div>
  );
}
