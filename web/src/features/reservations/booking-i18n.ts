import { NO_SHOW_WINDOW_DAYS, atText, dayText, durationText } from '@domain/booking-text';
import { addDays, restaurantDate } from '@domain/time';
import type { ReservationStatus } from '@domain/booking';
import { closureDates, type Closure, type Settings } from '@domain/settings';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { useIntlLocale, useLang, useT, type Lang, type Translate } from '@/i18n';
import { time12h } from '@/lib/format';
import { bookingDateText } from './booking-words';

/**
 * A booking's dates, times and durations in the page's language. English keeps the words every English page and
 * journey reads ("Friday 25 December", "2:00 PM"); Gujarati and Hindi are written by Intl in their locale, Latin digits.
 */
export interface BookingFormat {
  /** "Friday 25 December". */
  day: (date: string) => string;
  /** "Sunday, 29 November 2026". */
  longDate: (date: string) => string;
  /** "14:00" → "2:00 PM". */
  time: (hhmm: string) => string;
  /** "2 hours 30 minutes", "1 day". */
  duration: (minutes: number) => string;
  /** "2 hours", "90 minutes", "1 day": the reminder's lead, in one unit. */
  lead: (minutes: number) => string;
  /** "today at 2:00 PM", "tomorrow at 8:00 AM", "Saturday 26 December at 8:00 AM". */
  at: (at: { date: string; time: string }, now: Date, timeZone: string) => string;
  /** A closure's days: "24 December 2026", "24 December – 2 January 2027". */
  closure: (c: Closure) => string;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

export function bookingFormat(lang: Lang, locale: string, t: Translate<'booking'>): BookingFormat {
  const unit = (u: 'days' | 'hours' | 'minutes', n: number) => t.count(u, n);
  const lead = (minutes: number) =>
    minutes % 1440 === 0 ? unit('days', minutes / 1440) : minutes % 60 === 0 ? unit('hours', minutes / 60) : unit('minutes', minutes);
  if (lang === 'en')
    return {
      day: dayText,
      longDate: bookingDateText,
      time: time12h,
      duration: durationText,
      lead,
      at: (at, now, tz) => atText(at, now, tz, time12h),
      closure: (c) => closureDates(c),
    };
  const dateFormat = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC', numberingSystem: 'latn' });
  const dayF = dateFormat({ weekday: 'long', day: 'numeric', month: 'long' });
  const longF = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const timeF = dateFormat({ hour: 'numeric', minute: '2-digit', hour12: true });
  const safe = (f: Intl.DateTimeFormat, at: Date, raw: string) => (Number.isNaN(at.getTime()) ? raw : f.format(at));
  const day = (date: string) => safe(dayF, utcDate(date), date);
  const dayMonth = dateFormat({ day: 'numeric', month: 'long' });
  const dayMonthYear = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const time = (hhmm: string) => safe(timeF, new Date(`1970-01-01T${hhmm}:00Z`), hhmm);
  return {
    day,
    longDate: (date) => safe(longF, utcDate(date), date),
    time,
    duration: (minutes) => {
      if (minutes > 0 && minutes % 1440 === 0) return unit('days', minutes / 1440);
      const h = Math.floor(minutes / 60);
      const m = minutes % 60;
      if (h === 0) return unit('minutes', m);
      return m === 0 ? unit('hours', h) : t('hoursAndMinutes', { hours: unit('hours', h), minutes: unit('minutes', m) });
    },
    lead,
    closure: (c) =>
      c.from === c.to ? safe(dayMonthYear, utcDate(c.from), c.from) : `${safe(dayMonth, utcDate(c.from), c.from)} – ${safe(dayMonthYear, utcDate(c.to), c.to)}`,
    at: (at, now, timeZone) => {
      const today = restaurantDate(now, timeZone);
      const vars = { time: time(at.time) };
      if (at.date === today) return t('todayAt', vars);
      if (at.date === addDays(today, 1)) return t('tomorrowAt', vars);
      return t('dayAt', { ...vars, day: day(at.date) });
    },
  };
}

/** The page's booking format (see BookingFormat). */
export function useBookingFormat(): BookingFormat {
  const lang = useLang();
  const locale = useIntlLocale();
  const t = useT('booking');
  return useMemo(() => bookingFormat(lang, locale, t), [lang, locale, t]);
}

/** The reservation policy (spec §9) from the settings, in the page's language: the English is bookingPolicyLines' word for word. */
export function policyLines(s: Settings, t: Translate<'booking'>, f: BookingFormat): string[] {
  const b = s.booking;
  const lines = [t('policyDaysAhead', { days: b.daysAhead })];
  if (b.minNoticeMinutes > 0) lines.push(t('policyNotice', { duration: f.duration(b.minNoticeMinutes) }));
  lines.push(
    t.count('policyNoDeposit', s.guests.noShowsBeforeRequested, { days: NO_SHOW_WINDOW_DAYS }),
    b.minPartySize > 1 ? t('policyPartyRange', { min: b.minPartySize, max: b.maxPartySize }) : t('policyPartyUpTo', { max: b.maxPartySize }),
    t('policyLargeParty', { max: b.maxPartySize }),
    b.cancelCutoffMinutes > 0 ? t('policyCancelUntil', { duration: f.duration(b.cancelCutoffMinutes) }) : t('policyCancelAny'),
    t.count('policyPerPhone', b.maxBookingsPerPhonePerDay),
    t('policyArrive'),
    t('policyHold'),
  );
  return lines;
}

/** The booking rules' client-side messages and the booking API's fixed replies (written in English in the shared domain), by their English words. */
const VALIDATION: Record<string, string> = {
  'Please fill in all required fields': 'vRequired',
  'Please enter a 10-digit phone number': 'vPhone',
  'Please choose the number of guests': 'vGuests',
  'Please choose a valid date': 'vDate',
  'Please choose a date from today onwards': 'vDateFromToday',
  'Please choose one of the listed times': 'vTime',
  'That time has already passed. Please choose a later time.': 'vTimePassed',
  'Please choose an occasion from the list': 'vOccasion',
  'Please enter a valid email address': 'vEmail',
  'Please enter a 6-digit OTP': 'vOtp',
  'Please enter your reservation reference': 'vReference',
  'A reservation reference is 8 letters and digits': 'vReferenceFormat',
  // The booking API's replies that carry no code: the manage step's "we have sent", a resend, an unchanged booking.
  'If the phone number matches the reservation, we have sent an OTP to it.': 'manageOtpSent',
  'Your reservation already has this date, time and party size: nothing was changed.': 'unchanged',
  'OTP resent successfully': 'otpResent',
  'OTP resent, but that time is fully booked. Please choose another time.': 'otpResentFull',
  'That time is fully booked. Please choose another time.': 'slotFullText',
};

/** A booking rule's message in the page's language; one it does not know (a limit with figures in it) stays as the rules wrote it. */
export const validationText = (t: Translate<'booking'>, english: string): string => {
  const key = VALIDATION[english];
  return (key && t.maybe(key)) || english;
};

/** A booking's status in the guest's words (booking-words' STATUS_WORDS, in the page's language). */
export const STATUS_KEYS: Record<
  ReservationStatus,
  'statusPending' | 'statusRequested' | 'statusConfirmed' | 'statusCancelled' | 'statusCompleted' | 'statusNoShow'
> = {
  pending: 'statusPending',
  requested: 'statusRequested',
  confirmed: 'statusConfirmed',
  cancelled: 'statusCancelled',
  completed: 'statusCompleted',
  'no-show': 'statusNoShow',
};

/** A message with one node in it (the code's countdown, a phone in bold), wherever the language puts it. */
export function withNode(message: (placeholder: string) => string, node: ReactNode): ReactNode {
  const [before, after = ''] = message('\u0000').split('\u0000');
  return createElement(Fragment, null, before, node, after);
}
