import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, NewsletterSignupSchema, normalizeEmail } from './newsletter';

const messageOf = (input: unknown) => {
  const r = NewsletterSignupSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('newsletter sign-up input', () => {
  it('accepts an address with spaces around it, trimmed', () => {
    expect(NewsletterSignupSchema.parse({ email: '  ana@example.com ' })).toEqual({ email: 'ana@example.com' });
  });

  it('asks for an address when it is missing or blank', () => {
    expect(messageOf({})).toBe(NEWSLETTER_MESSAGES.emailMissing);
    expect(messageOf({ email: '   ' })).toBe(NEWSLETTER_MESSAGES.emailMissing);
  });

  it('says the address is not valid when it is not one', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com']) expect(messageOf({ email })).toBe(NEWSLETTER_MESSAGES.email);
    expect(messageOf({ email: 42 })).toBe(NEWSLETTER_MESSAGES.emailMissing);
  });

  it('refuses an address longer than 254 characters', () => {
    expect(messageOf({ email: `${'a'.repeat(250)}@example.com` })).toBe(NEWSLETTER_MESSAGES.emailLong);
  });

  it('treats addresses that differ only in case as the same subscriber', () => {
    expect(normalizeEmail(' Ana@Example.COM')).toBe(normalizeEmail('ana@example.com'));
  });
});
