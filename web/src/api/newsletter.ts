import { NewsletterSignupSchema } from '@domain/newsletter';
import { api } from '@/lib/api-client';

export interface NewsletterReply {
  message: string;
  alreadySubscribed: boolean;
}

/** The first problem with an address, in the same words the server would use; null when it is fine. */
export function newsletterInputError(email: string): string | null {
  const result = NewsletterSignupSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please enter a valid email address');
}

/** POST /api/newsletter (DECISIONS 14): 201 for a new address, 200 when it was already on the list. */
export async function subscribeNewsletter(email: string): Promise<NewsletterReply> {
  const body = NewsletterSignupSchema.parse({ email });
  const reply = await api.post<{ email: string; alreadySubscribed: boolean }>('/newsletter', body, { auth: false });
  return { message: reply.message ?? 'Thanks for subscribing!', alreadySubscribed: reply.data?.alreadySubscribed ?? false };
}
