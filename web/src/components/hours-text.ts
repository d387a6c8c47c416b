import { WEEKDAYS, closureDates, minutesOf, type Closure, type Service, type Settings, type Weekday } from '@domain/settings';
import { addDays } from '@domain/time';
import type { Lang } from '@/i18n/languages';
import { LANG_INFO } from '@/i18n/languages';
import { useLang, useT, type Translate } from '@/i18n/I18n';

/*
 * The opening hours as text in the page's language: "Monday to Friday 12:00–15:00, 19:00–23:00", "Sunday closed",
 * "Closed 25 December (Christmas)". The words come from the "hours" messages, the weekday and month names from Intl in
 * the language's locale; times stay as the owner set them (24-hour, Latin digits, as Intl writes them in every language).
 * In English this is word for word the domain's hoursLines (hours-text.test.ts holds them together).
 */

/** 2024-01-01 was a Monday: the weekdays' dates, for Intl to name them. */
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

export function weekdayName(day: Weekday, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_INFO[lang].intl, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(day));
}

const servicesText = (svcs: readonly Service[], t: Translate<'hours'>) => (svcs.length ? svcs.map((x) => `${x.opens}–${x.closes}`).join(', ') : t('closed'));

/** The weekly hours in as few lines as possible: consecutive days with the same hours share a line. */
/** `t` is the page's useT('hours'), `lang` its useLang(). */
export function hoursLinesIn(s: Pick<Settings, 'hours'>, t: Translate<'hours'>, lang: Lang): string[] {
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of WEEKDAYS) {
    const text = servicesText(
      [...s.hours[day]].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens)),
      t,
    );
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  if (groups.length === 1) return [groups[0]!.text === t('closed') ? t('closedEveryDay') : t('everyDay', { times: groups[0]!.text })];
  const name = (d: Weekday) => weekdayName(d, lang);
  return groups.map((g) => {
    const days =
      g.from === g.to
        ? name(g.from)
        : WEEKDAYS.indexOf(g.to) - WEEKDAYS.indexOf(g.from) === 1
          ? t('twoDays', { from: name(g.from), to: name(g.to) })
          : t('dayRange', { from: name(g.from), to: name(g.to) });
    return t('line', { days, times: g.text });
  });
}

/** "25 December" or "24 December – 26 December 2026" in the language's month names; English as the domain writes it. */
function closureDatesIn(c: Closure, withYear: boolean, lang: Lang): string {
  if (lang === 'en') return closureDates(c, withYear);
  const f = (d: string, opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LANG_INFO[lang].intl, { ...opts, timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${d}T00:00:00Z`));
  const last: Intl.DateTimeFormatOptions = withYear ? { day: 'numeric', month: 'long', year: 'numeric' } : { day: 'numeric', month: 'long' };
  if (c.from === c.to) return f(c.from, last);
  return `${f(c.from, { day: 'numeric', month: 'long' })} – ${f(c.to, last)}`;
}

/** "Closed 25 December (Christmas)": the year only for a closure more than ten months away, where it could be read as this year's. */
export function closureTextIn(c: Closure, today: string, t: Translate<'hours'>, lang: Lang): string {
  const dates = closureDatesIn(c, c.from > addDays(today, 300), lang);
  return c.note ? t('closedOnNote', { dates, note: c.note }) : t('closedOn', { dates });
}

/** The hours' text in the page's language: lines(settings) and closure(c, today). */
export function useHoursText() {
  const t = useT('hours');
  const lang = useLang();
  return {
    lines: (s: Pick<Settings, 'hours'>) => hoursLinesIn(s, t, lang),
    closure: (c: Closure, today: string) => closureTextIn(c, today, t, lang),
  };
}
