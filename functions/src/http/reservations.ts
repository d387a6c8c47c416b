import { Router, type Request } from 'express';
import { requireAppCheck } from './app-check';
import type { AppDeps } from '../deps';
import {
  AdminListQuery,
  AvailabilityQuery,
  CreateReservationInput,
  ManageCancelInput,
  ManageChangeInput,
  ManageStartInput,
  ManageVerifyInput,
  ResendOtpInput,
  ReservationIdInput,
  StatusChangeInput,
  TodayQuery,
  VerifyOtpInput,
} from '../domain/booking';
import { ok, parse } from '../lib/http';
import { hitLimit, LIMITS } from '../services/limits';
import { parseIdempotencyKey } from '../services/idempotency';
import { availability, createReservation, resendReservationOtp, verifyReservationOtp } from '../services/reservations';
import { cancelByGuest, changeByGuest, startManage, verifyManage } from '../services/reservation-manage';
import { changeStatus, getReservationForAdmin, listReservations, reservationsForDay, undoReservationMove } from '../services/reservation-admin';
import { REQUESTED_MESSAGE } from '../domain/guests';
import { sendDueTexts } from '../services/notifications';
import { createStaffBooking, seatParty } from '../services/staff-bookings';
import { StaffBookingInput } from '../domain/staff-booking';
import { UndoInput } from '../domain/orders';
import { requireAdmin } from './auth';
import { clientIp } from './client-ip';

export function reservationsRouter(deps: AppDeps): Router {
  const r = Router();
  // The routes that text a code answer only the site's own web app (App Check).
  const appCheck = requireAppCheck(deps);
  const tryCode = (req: Request) => hitLimit(deps.store, LIMITS.codeTriesPerIp, clientIp(req), deps.clock.now());
  const admin = requireAdmin(deps);

  r.get('/availability', async (req, res) => {
    const q = parse(AvailabilityQuery, req.query);
    ok(res, await availability(deps, q.date, q.partySize), 'Availability loaded');
  });

  r.post('/create', appCheck, async (req, res) => {
    const input = parse(CreateReservationInput, req.body);
    const idempotencyKey = parseIdempotencyKey(req.get('idempotency-key'));
    const result = await createReservation(deps, input, { idempotencyKey, rawBody: req.body, ip: clientIp(req) });
    ok(res, result.data, result.message, result.status);
  });

  r.post('/verify-otp', async (req, res) => {
    const input = parse(VerifyOtpInput, req.body);
    await tryCode(req);
    const booked = await verifyReservationOtp(deps, input.reservationId, input.otp);
    ok(res, booked, booked.status === 'requested' ? REQUESTED_MESSAGE : 'Reservation confirmed successfully');
  });

  r.post('/resend-otp', appCheck, async (req, res) => {
    const input = parse(ResendOtpInput, req.body);
    const result = await resendReservationOtp(deps, input.reservationId, clientIp(req));
    ok(res, result.data, result.message);
  });

  r.post('/manage/start', appCheck, async (req, res) => {
    const input = parse(ManageStartInput, req.body);
    // Counted whether or not the booking matches, so that probing for bookings is limited too.
    await hitLimit(deps.store, LIMITS.otpSendsPerIp, clientIp(req), deps.clock.now());
    const result = await startManage(deps, input.reference, input.phone);
    ok(res, result.data, result.message);
  });

  r.post('/manage/verify', async (req, res) => {
    const input = parse(ManageVerifyInput, req.body);
    await tryCode(req);
    ok(res, await verifyManage(deps, input.reference, input.phone, input.otp), 'Phone verified');
  });

  r.post('/manage/cancel', async (req, res) => {
    const input = parse(ManageCancelInput, req.body);
    ok(res, await cancelByGuest(deps, input.reference, input.token), 'Reservation cancelled');
  });

  r.post('/manage/change', async (req, res) => {
    const { reference, token, ...to } = parse(ManageChangeInput, req.body);
    const result = await changeByGuest(deps, reference, token, to);
    ok(res, result.data, result.message);
  });

  r.get('/admin/all', admin, async (req, res) => {
    const q = parse(AdminListQuery, req.query);
    const list = await listReservations(deps, q);
    ok(res, list, `${list.total} reservations loaded successfully`);
  });

  r.patch('/admin/:id/status', admin, async (req, res) => {
    const id = parse(ReservationIdInput, req.params.id);
    const { status } = parse(StatusChangeInput, req.body);
    ok(res, await changeStatus(deps, id, status, req.admin!), `Reservation ${status}`);
  });

  r.get('/admin/:id', admin, async (req, res) => {
    ok(res, await getReservationForAdmin(deps, parse(ReservationIdInput, req.params.id)), 'Reservation loaded');
  });

  r.post('/admin/:id/undo', admin, async (req, res) => {
    const id = parse(ReservationIdInput, req.params.id);
    const { move } = parse(UndoInput, req.body);
    ok(res, await undoReservationMove(deps, id, move, req.admin!), 'Change undone');
  });

  r.post('/admin/:id/send-due-texts', admin, async (req, res) => {
    ok(res, { attempted: await sendDueTexts(deps, parse(ReservationIdInput, req.params.id)) }, 'Due texts sent');
  });

  // Bookings taken by staff: by phone or at the door, and the party seated.
  r.post('/admin', admin, async (req, res) => {
    const input = parse(StaffBookingInput, req.body);
    const idempotencyKey = parseIdempotencyKey(req.get('idempotency-key'));
    const result = await createStaffBooking(deps, input, req.admin!, { idempotencyKey, rawBody: req.body });
    ok(res, result.data, input.source === 'walk-in' ? 'Walk-in seated' : 'Booking confirmed', result.status);
  });

  r.post('/admin/:id/seat', admin, async (req, res) => {
    ok(res, await seatParty(deps, parse(ReservationIdInput, req.params.id), req.admin!), 'Party seated');
  });

  r.get('/today', admin, async (req, res) => {
    const q = parse(TodayQuery, req.query);
    const day = await reservationsForDay(deps, q.date, q.limit);
    ok(res, day, day.total ? `${day.total} reservations today` : 'No reservations found for today');
  });

  return r;
}
