import { LoginSchema, MESSAGES, RegisterStartSchema } from '@domain/users';

export { LoginSchema, MESSAGES };

/** The form collects the email, so it asks for one (DECISIONS 17); the API also accepts the spec's call without it. */
export const DetailsSchema = RegisterStartSchema.refine((d) => d.email !== null, { path: ['email'], message: MESSAGES.email });

export { JoinInput } from '@domain/staff-invites';
