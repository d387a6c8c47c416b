import { useIntlLocale, useLang, useT, type Lang } from '@/i18n';
import { useCallback, useEffect, type ComponentProps } from 'react';
import { getPickupTimes, type PickupTimes } from '@/api/orders';
import { restaurantDate } from '@domain/time';
import { useResource } from '@/lib/use-resource';
import { useSettings } from '@/lib/settings';

interface Props {
  plates: number;
  value: string;
  onChange: (at: string) => void;
  /** Asked only while takeaway is the chosen type. */
  active: boolean;
}

const REFRESH_MS = 60_000;

/** English keeps the day as it always read ('Saturday 28 Nov'); Gujarati and Hindi in their own words. */
const dayLabel = (date: string, today: string, todayText: string, lang: Lang, locale: string) =>
  date === today
    ? todayText
    : new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
        ...(lang === 'en' ? {} : { numberingSystem: 'latn' }),
      }).format(new Date(`${date}T00:00:00Z`));

/** Takeaway's pickup time: "As soon as possible (about 12:40)" or a time with room for the cart's plates. */
export function PickupTimeField({ plates, value, onChange, active }: Props) {
  const load = useCallback((signal: AbortSignal) => getPickupTimes(plates, signal), [plates]);
  const { data, error, reload } = useResource<PickupTimes>(active ? load : null, { refreshEvery: REFRESH_MS });
  const times = data?.times ?? [];
  const { timeZone } = useSettings().locale;
  const t = useT('order');
  const lang = useLang();
  const locale = useIntlLocale();
  // '' is "as soon as possible"; without it on offer, the first time with room is the choice.
  const fallback = data?.asap ? '' : (times[0]?.at ?? '');
  const stale = data !== null && (value === '' ? fallback !== '' : !times.some((t) => t.at === value));

  // A chosen time that filled up (or passed) goes back to the first choice offered.
  useEffect(() => {
    if (stale) onChange(fallback);
  }, [stale, fallback, onChange]);

  if (!active) return null;
  // Until the times have come (from the first render, before the request has even started), the field is there
  // already, busy: the choices replace its one line without moving the page.
  if (!data && !error)
    return (
      <PickupFrame disabled aria-busy="true">
        <option>{t('pickupFinding')}</option>
      </PickupFrame>
    );
  if (!data)
    return (
      <p className="hint" role="alert">
        {t('pickupFailed')}{' '}
        <button type="button" className="link-btn" onClick={reload}>
          {t('tryAgain')}
        </button>
      </p>
    );
  if (data.pausedMessage)
    return (
      <p className="pickup-paused" role="status">
        {data.pausedMessage}
      </p>
    );
  if (!times.length)
    return (
      <p className="pickup-paused" role="status">
        {t.count('pickupNone', plates)}
      </p>
    );

  const today = restaurantDate(new Date(), timeZone);
  const days = [...new Set(times.map((t) => t.date))];
  return (
    <PickupFrame value={stale ? fallback : value} onChange={(e) => onChange(e.target.value)}>
      {data.asap && <option value="">{t('asap', { time: data.asap.time })}</option>}
      {days.map((d) => (
        <optgroup key={d} label={dayLabel(d, today, t('today'), lang, locale)}>
          {times
            .filter((t) => t.date === d)
            .map((t) => (
              <option key={t.at} value={t.at}>
                {t.time}
              </option>
            ))}
        </optgroup>
      ))}
    </PickupFrame>
  );
}

/** The field around its choices, the same while the times load and once they have come. */
function PickupFrame({ children, ...select }: ComponentProps<'select'>) {
  const t = useT('order');
  return (
    <div className="field pickup-field">
      <label htmlFor="order-pickupAt">{t('pickupTime')}</label>
      <select id="order-pickupAt" name="pickupAt" {...select}>
        {children}
      </select>
      <span className="hint">{t('pickupOnlyRoom')}</span>
    </div>
  );
}
