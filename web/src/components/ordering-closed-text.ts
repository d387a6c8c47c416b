import { closureOn, localClock, nextOpening, orderingClosedReason, orderingServiceAt, serviceAt, type Settings } from '@domain/settings';
import { addDays, restaurantDate } from '@domain/time';
import type { Translate } from '@/i18n/I18n';
import { LANG_INFO, type Lang } from '@/i18n/languages';

/**
 * Why online orders are closed now, in the page's language, or null when they are taken: the same rules as the
 * domain's orderingClosedReason (which the server uses and the English page shows word for word); in Gujarati and
 * Hindi the sentence comes from the "common" messages and the next opening's day from Intl.
 */
export function closedReasonIn(s: Settings, now: Date, t: Translate<'common'>, lang: Lang): string | null {
  if (lang === 'en' || !s.ordering.accepting) return orderingClosedReason(s, now);
  if (orderingServiceAt(s, now)) return null;
  const { timeZone } = s.locale;
  const { date } = localClock(now, timeZone);
  const closure = closureOn(s, date);
  const next = nextOpening(s, now);
  let reopen = '';
  if (next) {
    const today = restaurantDate(now, timeZone);
    const day = new Intl.DateTimeFormat(LANG_INFO[lang].intl, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }).format(new Date(`${next.date}T00:00:00Z`));
    const when =
      next.date === today
        ? t('whenToday', { time: next.time })
        : next.date === addDays(today, 1)
          ? t('whenTomorrow', { time: next.time })
          : t('whenOn', { day, time: next.time });
    reopen = ` ${t('openAgain', { when })}`;
  }
  const open = serviceAt(s, now);
  if (open) return `${t('lastOrdersWere', { time: open.lastOrder })}${reopen}`;
  if (closure) return `${closure.note ? t('closedTodayNote', { note: closure.note }) : t('closedToday')}${reopen}`;
  return `${t('closedNow')}${reopen}`;
}
