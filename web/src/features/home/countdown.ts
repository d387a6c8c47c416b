import { localClock } from '@domain/settings';
import type { Translate } from '@/i18n/I18n';
import { LANG_INFO, type Lang } from '@/i18n/languages';

export interface TimeLeft {
  days: number;
  hours: number;
  mins: number;
  secs: number;
}

/** Whole days, hours, minutes and seconds from now until endsAt; all zero once it has passed. */
export function timeLeft(endsAt: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    mins: Math.floor((total % 3600) / 60),
    secs: total % 60,
  };
}

/**
 * "Ends Saturday 11:00 PM", in the restaurant's time zone; a deal that ends more than six
 * days ahead names the date: "Ends Friday 25 December, 11:00 PM".
 */
export function endsLabel(endsAt: Date, now: Date, timeZone: string): string {
  const { time } = localClock(endsAt, timeZone);
  const [h = 0, m = 0] = time.split(':').map(Number);
  const clock = `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
  const far = endsAt.getTime() - now.getTime() > 6 * 86_400_000;
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', ...(far ? { day: 'numeric', month: 'long' } : {}) }).format(endsAt);
  return `Ends ${day}${far ? ',' : ''} ${clock}`;
}

/** The same in the page's language: English as endsLabel writes it; Gujarati and Hindi with Intl's weekday, month and clock (Latin digits). */
export function endsLabelIn(endsAt: Date, now: Date, timeZone: string, t: Translate<'home'>, lang: Lang): string {
  if (lang === 'en') return endsLabel(endsAt, now, timeZone);
  const far = endsAt.getTime() - now.getTime() > 6 * 86_400_000;
  const format = (opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LANG_INFO[lang].intl, { timeZone, numberingSystem: 'latn', ...opts }).format(endsAt);
  const day = format({ weekday: 'long', ...(far ? { day: 'numeric', month: 'long' } : {}) });
  const time = format({ hour: 'numeric', minute: '2-digit', hour12: true });
  return t(far ? 'endsFar' : 'endsNear', { day, time });
}
