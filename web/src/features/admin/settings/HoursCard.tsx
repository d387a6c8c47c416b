import { memo, useState } from 'react';
import { toast } from 'react-toastify';
import { WEEKDAYS, WEEKDAY_LABEL, type Weekday } from '@domain/settings';
import { Icon } from '../shell/icons';
import { Group, SettingsCard, Text } from './fields';
import { normaliseClock, type ServiceDraft } from './settings-draft';
import { fieldId } from './settings-errors';
import { useDraftAt, useSettingsStore } from './settings-store';

/** The schema allows at most this many services a day. */
const MAX_SERVICES = 4;
const FIRST_SERVICE: ServiceDraft = { name: 'All day', opens: '12:00', closes: '22:00', lastBooking: '21:00', lastOrder: '21:30' };
const BLANK_SERVICE: ServiceDraft = { name: '', opens: '', closes: '', lastBooking: '', lastOrder: '' };

const focusSoon = (id: string) => setTimeout(() => document.getElementById(id)?.focus());

function ServiceRow({ day, index, service }: { day: Weekday; index: number; service: ServiceDraft }) {
  const { update } = useSettingsStore();
  const base = `hours.${day}.${index}`;
  const clock = { tidy: normaliseClock, placeholder: 'HH:MM', maxLength: 5, autoComplete: 'off', className: 'settings-clock' } as const;
  const remove = () => update((d) => ({ ...d, hours: { ...d.hours, [day]: d.hours[day].filter((_, i) => i !== index) } }));
  return (
    <div className="settings-service" role="group" aria-label={`${WEEKDAY_LABEL[day]} service ${index + 1}`}>
      <Text path={`${base}.name`} label="Service" placeholder="Lunch" maxLength={40} className="settings-service-name" />
      <Text path={`${base}.opens`} label="Opens" {...clock} />
      <Text path={`${base}.closes`} label="Closes" {...clock} />
      <Text path={`${base}.lastBooking`} label="Last booking" {...clock} />
      <Text path={`${base}.lastOrder`} label="Last order" {...clock} />
      <Text path={`${base}.lastTakeaway`} label="Last takeaway" {...clock} placeholder="= last order" />
      <button
        type="button"
        className="icon-btn settings-remove"
        onClick={remove}
        aria-label={`Remove ${service.name.trim() || `service ${index + 1}`} on ${WEEKDAY_LABEL[day]}`}
      >
        <Icon name="trash" size={18} />
      </button>
    </div>
  );
}

function Day({ day, stash, onStash }: { day: Weekday; stash: ServiceDraft[] | undefined; onStash: (services: ServiceDraft[]) => void }) {
  const store = useSettingsStore();
  const services = useDraftAt<ServiceDraft[]>(`hours.${day}`);
  const closed = services.length === 0;
  const setServices = (next: ServiceDraft[]) => store.set(`hours.${day}`, next);

  const setClosed = (nowClosed: boolean) => {
    if (nowClosed) {
      onStash(services);
      setServices([]);
    } else {
      setServices((stash?.length ? stash : [FIRST_SERVICE]).map((s) => ({ ...s })));
    }
  };
  const addService = () => {
    setServices([...services, { ...(services.length ? BLANK_SERVICE : FIRST_SERVICE) }]);
    focusSoon(fieldId(`hours.${day}.${services.length}.name`));
  };

  return (
    <Group path={`hours.${day}`} legend={WEEKDAY_LABEL[day]} className="settings-day">
      <label className="admin-switch settings-closed">
        <input type="checkbox" role="switch" checked={closed} onChange={(e) => setClosed(e.target.checked)} />
        <span>Closed</span>
      </label>
      {closed ? (
        <p className="admin-sub settings-closed-note">Closed all day.</p>
      ) : (
        services.map((service, i) => <ServiceRow key={i} day={day} index={i} service={service} />)
      )}
      {!closed && services.length < MAX_SERVICES && (
        <button type="button" className="btn btn-ghost btn-sm settings-add" onClick={addService}>
          <Icon name="plus" size={16} /> Add a service on {WEEKDAY_LABEL[day]}
        </button>
      )}
    </Group>
  );
}

/** The weekly opening hours: each weekday closed, or open for one or more services. */
export const HoursCard = memo(function HoursCard() {
  const { update } = useSettingsStore();
  // What a day held before it was marked closed, so unticking Closed brings it back.
  const [stash, setStash] = useState<Partial<Record<Weekday, ServiceDraft[]>>>({});
  const copyMonday = () => {
    update((d) => ({ ...d, hours: Object.fromEntries(WEEKDAYS.map((day) => [day, d.hours.monday.map((s) => ({ ...s }))])) as typeof d.hours }));
    toast.info("Monday's hours copied to every day. Save to keep them.");
  };

  return (
    <SettingsCard
      id="settings-hours"
      title="Weekly hours"
      lead="When the restaurant is open. Bookings are offered from each service's opening to its last booking time; orders are taken until its last order time. Times are HH:MM, 24:00 for midnight; a service that closes before it opens runs past midnight (18:00 to 02:00), closing by 06:00."
      actions={
        <button type="button" className="btn btn-secondary btn-sm" onClick={copyMonday}>
          Copy Monday to all days
        </button>
      }
    >
      <div className="settings-days">
        {WEEKDAYS.map((day) => (
          <Day key={day} day={day} stash={stash[day]} onStash={(services) => setStash((s) => ({ ...s, [day]: services }))} />
        ))}
      </div>
    </SettingsCard>
  );
});
