import { Router, type Request } from 'express';
import { requireAppCheck } from './app-check';
import type { AppDeps } from '../deps';
import { ChangePasswordSchema, CodeLoginSchema, CODE_SENT_MESSAGE, ResetVerifySchema } from '../domain/users';
import { LoginSchema, StaffQuery, PhoneOnlySchema, RegisterStartSchema, RegisterVerifySchema, RoleChangeSchema, UsersPageSchema } from '../domain/users';
import { notFound } from '../lib/errors';
import { ROLE_LABELS } from '../domain/staff-roles';
import { ok, parse } from '../lib/http';
import { Accounts } from '../services/accounts';
import { requireAdmin, requireUser } from './auth';
import { clientIp } from './client-ip';
import { deleteMyAccount, exportMyData } from '../services/privacy';
import { DeleteAccountInput } from '../domain/users';
import { staffInvitesRouter } from './staff-invites';
import { sendAccountCode } from '../services/account-codes';

/** /api/users: registration with OTP, login, the admin password, the signed-in user, and the admin's user list. */
export function usersRouter(deps: AppDeps, accounts = new Accounts(deps)): Router {
  const r = Router();
  // The routes that text a code answer only the site's own web app (App Check).
  const appCheck = requireAppCheck(deps);

  r.post('/register/start', appCheck, async (req, res) => {
    const input = parse(RegisterStartSchema, req.body ?? {});
    const { sent, message } = await accounts.startRegistration(input, clientIp(req));
    ok(res, sent, message);
  });

  r.post('/register/resend', appCheck, async (req, res) => {
    const { phone } = parse(PhoneOnlySchema, req.body ?? {});
    ok(res, await accounts.resendRegistration(phone, clientIp(req)), 'A new OTP has been sent');
  });

  r.post('/register/verify', async (req, res) => {
    const { phone, otp } = parse(RegisterVerifySchema, req.body ?? {});
    ok(res, await accounts.verifyRegistration(phone, otp), 'Registration successful', 201);
  });

  r.post('/login', async (req, res) => {
    const { phone, password } = parse(LoginSchema, req.body ?? {});
    ok(res, await accounts.login(phone, password, clientIp(req)), 'Login successful');
  });

  /** Sign in with a code: the same reply whether or not the phone has an account (nothing is texted without one). */
  r.post('/login/code', appCheck, async (req, res) => {
    const { phone } = parse(PhoneOnlySchema, req.body ?? {});
    ok(res, await sendAccountCode(deps, 'login', phone, clientIp(req)), CODE_SENT_MESSAGE);
  });

  r.post('/login/verify', async (req, res) => {
    const { phone, otp } = parse(CodeLoginSchema, req.body ?? {});
    ok(res, await accounts.loginWithCode(phone, otp), 'Login successful');
  });

  /** Forgot password: a code to the phone, answered alike with or without an account. */
  r.post('/password/reset', appCheck, async (req, res) => {
    const { phone } = parse(PhoneOnlySchema, req.body ?? {});
    ok(res, await sendAccountCode(deps, 'reset', phone, clientIp(req)), CODE_SENT_MESSAGE);
  });

  r.post('/password/reset/verify', async (req, res) => {
    const { phone, otp, password } = parse(ResetVerifySchema, req.body ?? {});
    ok(res, await accounts.resetPassword(phone, otp, password), 'Your password is changed. You are signed in, and signed out everywhere else.');
  });

  r.post('/me/password', requireUser, async (req, res) => {
    const { currentPassword, password } = parse(ChangePasswordSchema, req.body ?? {});
    ok(res, await accounts.changePassword(req.session!.uid, currentPassword, password), 'Your password is changed. You are signed out everywhere else.');
  });

  /** A fresh code to the account's own phone, to confirm deleting the account without the password. */
  r.post('/me/delete-code', requireUser, appCheck, async (req, res) => {
    const me = await accounts.me(req.session!.uid);
    if (!me.phone) throw notFound('This account has no phone to text a code to');
    ok(res, await sendAccountCode(deps, 'delete', me.phone, clientIp(req)), 'We have texted a 6-digit code to your phone.');
  });

  r.post('/admin/login', async (req, res) => {
    ok(res, await accounts.adminLogin(req.body ?? {}, clientIp(req)), 'Admin login successful!');
  });

  /** "Sign out everywhere": every session of the caller ends, on every device. */
  r.post('/me/sign-out-everywhere', requireUser, async (req, res) => {
    await accounts.signOutEverywhere(req.session!.uid);
    ok(res, null, 'Signed out everywhere');
  });

  r.patch('/admin/users/:id/role', requireAdmin(deps), async (req, res) => {
    const { role } = parse(RoleChangeSchema, req.body ?? {});
    ok(res, await accounts.changeRole(req.admin!, userId(req), role), `Role set to ${ROLE_LABELS[role]}`);
  });

  r.post('/admin/users/:id/sign-out', requireAdmin(deps), async (req, res) => {
    const person = await accounts.signOutPerson(req.admin!, userId(req));
    ok(res, person, `${person.name} is signed out on every device`);
  });

  r.get('/admin/staff', requireAdmin(deps), async (req, res) => {
    const { phone } = parse(StaffQuery, req.query);
    ok(res, await accounts.staff(phone), 'Staff loaded');
  });

  r.get('/me/export', requireUser, async (req, res) => {
    res.set('content-disposition', 'attachment; filename="my-data.json"');
    ok(res, await exportMyData(deps, req.session!.uid), 'Your data');
  });

  r.delete('/me', requireUser, async (req, res) => {
    const proof = parse(DeleteAccountInput, req.body ?? {});
    ok(res, await deleteMyAccount(deps, req.session!.uid, proof), 'Your account is deleted');
  });

  r.get('/me', requireUser, async (req, res) => {
    ok(res, await accounts.me(req.session!.uid), 'OK');
  });

  r.get('/admin/users', requireAdmin(deps), async (req, res) => {
    const { page, limit } = parse(UsersPageSchema, req.query);
    const list = await accounts.listUsers(page, limit);
    ok(res, list, `${list.users.length} users loaded successfully`, 200, { users: list.users, total: list.total });
  });

  r.use(staffInvitesRouter(deps));
  return r;
}

function userId(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw notFound('User not found');
  return id;
}
