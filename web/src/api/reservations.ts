import type { AvailabilityView, CreateReservationInput, ManageChangeView, ManageSessionView, ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';
import type { Language } from '@domain/languages';

export type Availability = AvailabilityView;

/** GET /reservations/availability: the date's table times from the settings, with the seats left for a party, or why the date is closed. */
export async function getAvailability(date: string, partySize: number, signal?: AbortSignal): Promise<Availability> {
  const query = new URLSearchParams({ date, partySize: String(partySize) });
  const res = await api.get<Availability>(`/reservations/availability?${query}`, { auth: false, signal });
  return res.data!;
}

export interface CreatedReservation {
  reservationId: string;
  reference: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  /** Only in local mode, where SMS goes to the dev outbox (DECISIONS 4). */
  testOtp?: string;
  /** The booking is kept but its code could not be texted: what to tell the guest. */
  textFailed?: string;
}

/**
 * POST /reservations/create (createReservation): a pending booking that holds its seats until the OTP expires. `lang`, the
 * page's language, is the language of the booking's code, confirmation and reminder texts.
 */
export async function createReservation(input: CreateReservationInput, idempotencyKey: string, lang: Language = 'en'): Promise<CreatedReservation> {
  const res = await api.post<CreatedReservation>(
    '/reservations/create',
    { ...input, lang },
    {
      auth: false,
      appCheck: true,
      textsCode: true,
      headers: { 'idempotency-key': idempotencyKey },
    },
  );
  return { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) };
}

export interface ResentOtp {
  reservationId: string;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  seatsHeld: boolean;
  testOtp?: string;
  /** The new code is kept but could not be texted: what to tell the guest. */
  textFailed?: string;
}

/** POST /reservations/resend-otp (resendReservationOtp): a new code, 60 s after the last one. */
export async function resendReservationOtp(reservationId: string): Promise<{ message: string; data: ResentOtp }> {
  const res = await api.post<ResentOtp>('/reservations/resend-otp', { reservationId }, { auth: false, appCheck: true, textsCode: true });
  return { message: res.message ?? 'OTP resent successfully', data: { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) } };
}

/** POST /reservations/verify-otp (verifyReservationOtp): confirms the booking when the code is right and the seats still fit. */
export async function verifyReservationOtp(reservationId: string, otp: string): Promise<ReservationView> {
  const res = await api.post<ReservationView>('/reservations/verify-otp', { reservationId, otp }, { auth: false });
  return res.data!;
}

export interface ManageStarted {
  resendInSeconds: number;
  testOtp?: string;
}

/** POST /reservations/manage/start: texts a code when the phone matches the booking; the answer is the same either way. */
export async function startManage(reference: string, phone: string): Promise<{ message: string; data: ManageStarted }> {
  const res = await api.post<ManageStarted>('/reservations/manage/start', { reference, phone }, { auth: false, appCheck: true, textsCode: true });
  return { message: res.textFailed ?? res.message ?? '', data: res.data! };
}

export type ManageSession = ManageSessionView;

/** POST /reservations/manage/verify: the booking and a short-lived token to act on it. */
export async function verifyManage(reference: string, phone: string, otp: string): Promise<ManageSession> {
  const res = await api.post<ManageSession>('/reservations/manage/verify', { reference, phone, otp }, { auth: false });
  return res.data!;
}

/** POST /reservations/manage/cancel: the guest cancels with the token from verifyManage; the seats are freed. */
export async function cancelReservation(reference: string, token: string): Promise<ReservationView> {
  const res = await api.post<ReservationView>('/reservations/manage/cancel', { reference, token }, { auth: false });
  return res.data!;
}

export type ManageChange = ManageChangeView;

/** POST /reservations/manage/change: moves the booking with the token from verifyManage; the new seats are taken and the old ones freed, or nothing changes. */
export async function changeReservation(
  reference: string,
  token: string,
  to: { date: string; time: string; partySize: number },
): Promise<{ message: string; data: ManageChange }> {
  const res = await api.post<ManageChange>('/reservations/manage/change', { reference, token, ...to }, { auth: false });
  return { message: res.message ?? 'Reservation changed', data: res.data! };
}
