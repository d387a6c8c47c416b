import { z } from 'zod';

/** newsletter/{key}: one document per address, keyed so that a repeat in another case is the same document. */
export interface NewsletterDoc {
  [key: string]: unknown;
  email: string;
  createdAt: string;
}

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  emailMissing: 'Please enter your email address',
  emailLong: 'Email address must be at most 254 characters',
  subscribed: 'Thanks for subscribing!',
  alreadySubscribed: "You're already subscribed",
  tooMany: 'Too many sign-ups from this network. Please try again later.',
} as const;

/** An email address as people type it: trimmed, then compared without regard to case. */
export const NewsletterEmailSchema = z
  .string({ error: NEWSLETTER_MESSAGES.emailMissing })
  .trim()
  .min(1, NEWSLETTER_MESSAGES.emailMissing)
  .max(254, NEWSLETTER_MESSAGES.emailLong)
  .pipe(z.email({ error: NEWSLETTER_MESSAGES.email }));

/** POST /api/newsletter body (DECISIONS 14). The footer form checks its input with the same schema. */
export const NewsletterSignupSchema = z.object({ email: NewsletterEmailSchema });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

/** The form an address is stored and compared in: "Ana@Example.COM " and "ana@example.com" are one subscriber. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
