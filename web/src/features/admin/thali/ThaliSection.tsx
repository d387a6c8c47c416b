import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { restaurantDate } from '@domain/time';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { copyThali, getThaliDay, type ThaliDay } from '@/api/thali-admin';
import { LoadFailed } from '../shell/LoadFailed';
import { SectionHead } from '../shell/SectionHead';
import { CopyWeekDialog } from './CopyWeekDialog';
import { LibraryPanel } from './LibraryPanel';
import { ServiceThaliForm } from './ServiceThaliForm';
import './thali.css';

/** Today's Thali: the thali of each service of a date, copied from yesterday or to the rest of the week in one tap. */
export default function ThaliSection() {
  usePageMeta("Today's Thali", 'The thali of each service, its price, variants and plates.');
  const { timeZone } = useSettings().locale;
  const [date, setDate] = useState(() => restaurantDate(new Date(), timeZone));
  const day = useResource(useCallback((signal: AbortSignal) => getThaliDay(date, signal), [date]));
  const [copying, setCopying] = useState<string | null>(null);
  const [askWeek, setAskWeek] = useState(false);

  const copy = async (how: 'copy-from-yesterday') => {
    setCopying(how);
    try {
      const { message } = await copyThali(date, how);
      toast.success(message);
      day.reload();
    } catch (e) {
      toast.error(errorMessage(e, 'Copy failed'));
    } finally {
      setCopying(null);
    }
  };
  /** After the preview is confirmed; a failure stays in the dialog. */
  const copyWeek = async () => {
    const { message } = await copyThali(date, 'copy-to-week');
    toast.success(message);
    day.reload();
  };

  const d: ThaliDay | null = day.data?.date === date ? day.data : null;
  const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
  return (
    <section aria-labelledby="thali-heading" className="thali-manage">
      <SectionHead id="thali-heading" title="Today's Thali" lead="The thali of each service: what is in it, its price, variants, refills and plates." />
      <div className="admin-toolbar thali-toolbar">
        <div className="field">
          <label htmlFor="thali-date">Date</label>
          <input id="thali-date" type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
        </div>
        <button type="button" className="btn btn-ghost btn-sm" disabled={!d || d.past || copying !== null} onClick={() => void copy('copy-from-yesterday')}>
          {copying === 'copy-from-yesterday' ? 'Copying...' : 'Copy from yesterday'}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={!d || d.past || copying !== null || sunday}
          aria-describedby={sunday ? 'thali-week-ends' : undefined}
          onClick={() => setAskWeek(true)}
        >
          Copy to the rest of the week
        </button>
        {sunday && (
          <span className="hint" id="thali-week-ends">
            The week ends on Sunday.
          </span>
        )}
      </div>
      {askWeek && <CopyWeekDialog date={date} onConfirm={copyWeek} onClose={() => setAskWeek(false)} />}

      <div aria-live="polite" aria-busy={day.loading}>
        {day.loading && !d && <p className="loading-state">Loading the thali...</p>}
        {day.error !== null && !d && (
          <LoadFailed className="admin-panel" title="Failed to load the thali" message={errorMessage(day.error, 'Please try again.')} onRetry={day.reload} />
        )}
        {d && d.past && <p className="admin-panel thali-note">This date has passed: its thalis can be read, not changed.</p>}
        {d && d.services.length === 0 && (
          <p className="admin-panel empty-state">The restaurant is closed on this date: there is no service to set a thali for.</p>
        )}
        {d?.services.map((s) => (
          <ServiceThaliForm key={`${d.date}-${s.service}`} day={d} service={s} onSaved={day.reload} />
        ))}
      </div>
      {d && <LibraryPanel library={d.library} onSaved={day.reload} />}
    </section>
  );
}
