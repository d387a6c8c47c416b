/** What a guest types or pastes as a phone ("+91 98765 43210", "98765-43210") reduced to its 10 digits. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits).slice(0, 10);
}
