import { ChangePasswordSchema, LoginSchema, MESSAGES, PasswordSchema, PhoneOnlySchema, RegisterStartSchema } from '@domain/users';

export { ChangePasswordSchema, LoginSchema, MESSAGES, PasswordSchema, PhoneOnlySchema };

/** Registration asks only what it needs: name, phone and password; an email is optional (issue 41), and an empty one is stored as none. */
export const DetailsSchema = RegisterStartSchema;

export { JoinInput } from '@domain/staff-invites';
