import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { OTP_POLICY } from '@domain/restaurant';
import { digitsOnly } from '@/lib/format';

interface OtpFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'ref'> {
  id: string;
  value: string;
  /** Gets digits only, at most the code's length, whatever was typed or pasted. */
  onChange: (digits: string) => void;
  /** A hint or timer shown under the input. */
  children?: ReactNode;
}

/** The 'OTP' field of every verification step: a numeric one-time-code input the phone can fill from the SMS. The ref is the input's. */
export const OtpField = forwardRef<HTMLInputElement, OtpFieldProps>(function OtpField({ id, value, onChange, children, ...input }, ref) {
  return (
    <div className="field">
      <label htmlFor={id}>OTP</label>
      <input
        id={id}
        className="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_POLICY.digits}
        ref={ref}
        value={value}
        onChange={(e) => onChange(digitsOnly(e.target.value, OTP_POLICY.digits))}
        {...input}
      />
      {children}
    </div>
  );
});
