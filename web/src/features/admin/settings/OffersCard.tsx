import { memo, useState } from 'react';
import type { MenuItemView } from '@domain/menu';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { Icon } from '../shell/icons';
import type { Resource } from '@/lib/use-resource';
import { Check, Group, SettingsCard, Text } from './fields';
import { ItemPicker } from './ItemPicker';
import { isoToLocalInput, localInputToIso, type OfferDraft } from './settings-draft';
import { fieldId } from './settings-errors';
import { useDraftAt, useSettingsStore } from './settings-store';

const MAX_OFFERS = 20;
const DAY_MS = 86_400_000;

/** A new offer's id: lower-case letters, digits and dashes, unlike any other offer's. */
function newOfferId(taken: readonly string[]): string {
  let id = `offer-${Date.now().toString(36)}`;
  for (let n = 2; taken.includes(id); n += 1) id = `offer-${Date.now().toString(36)}-${n}`;
  return id;
}

function offerState(o: OfferDraft, timeZone: string): { label: string; badge: string } | null {
  const starts = Date.parse(localInputToIso(o.startsAt, timeZone));
  const ends = Date.parse(localInputToIso(o.endsAt, timeZone));
  if (Number.isNaN(starts) || Number.isNaN(ends)) return null;
  const now = Date.now();
  if (now < starts) return { label: 'Upcoming', badge: 'badge-blue' };
  if (now < ends) return { label: 'Live', badge: 'badge-green' };
  return { label: 'Ended', badge: '' };
}

/** Percentages off chosen dishes between two times: the server's pricing applies them, and deals show on the home page. */
export const OffersCard = memo(function OffersCard({ menu }: { menu: Resource<MenuItemView[]> }) {
  const { update } = useSettingsStore();
  const [removing, setRemoving] = useState<number | null>(null);
  const tz = useDraftAt<string>('locale.timeZone');
  const offers = useDraftAt<OfferDraft[]>('offers');

  const add = () => {
    // Starts at the next whole hour and runs a week.
    const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const offer: OfferDraft = {
      id: newOfferId(offers.map((o) => o.id)),
      title: '',
      blurb: '',
      percentOff: '10',
      itemIds: [],
      startsAt: isoToLocalInput(new Date(start).toISOString(), tz),
      endsAt: isoToLocalInput(new Date(start + 7 * DAY_MS).toISOString(), tz),
      showAsDeal: false,
    };
    update((d) => ({ ...d, offers: [...d.offers, offer] }));
    setTimeout(() => document.getElementById(fieldId(`offers.${offers.length}.title`))?.focus());
  };
  const remove = (index: number) => update((d) => ({ ...d, offers: d.offers.filter((_, i) => i !== index) }));

  return (
    <SettingsCard
      id="settings-offers"
      title="Offers"
      lead={`A percentage off chosen dishes between two times (restaurant time, ${tz}). Checkout charges the lowered price; deals show on the home page with a countdown to their end.`}
      actions={
        <button type="button" className="btn btn-secondary btn-sm" onClick={add} disabled={offers.length >= MAX_OFFERS}>
          <Icon name="plus" size={16} /> Add an offer
        </button>
      }
    >
      {offers.length === 0 && <p className="empty-state settings-empty">No offers: every dish sells at its menu price.</p>}
      {offers.map((o, i) => {
        const state = offerState(o, tz);
        const name = o.title.trim() || `Offer ${i + 1}`;
        return (
          <Group
            key={o.id}
            path={`offers.${i}`}
            className="settings-offer"
            legend={
              <>
                {name} {state && <span className={`badge ${state.badge}`}>{state.label}</span>}
              </>
            }
          >
            <div className="settings-grid">
              <Text path={`offers.${i}.title`} label="Title" maxLength={60} placeholder="Family Feast" />
              <Text path={`offers.${i}.percentOff`} label="Percent off" inputMode="numeric" autoComplete="off" hint="A whole number from 1 to 90" />
              <Text path={`offers.${i}.startsAt`} label="Starts" type="datetime-local" />
              <Text path={`offers.${i}.endsAt`} label="Ends" type="datetime-local" min={o.startsAt || undefined} />
              <Text path={`offers.${i}.blurb`} label="Description" multiline maxLength={200} className="settings-wide" />
            </div>
            <div className="settings-offer-i18n">
              <p className="hint">For guests reading Gujarati or Hindi (optional: left empty, they see the English).</p>
              <div className="settings-grid">
                <Text path={`offers.${i}.titleI18n.gu`} label="Gujarati title" lang="gu" autoComplete="off" />
                <Text path={`offers.${i}.titleI18n.hi`} label="Hindi title" lang="hi" autoComplete="off" />
                <Text path={`offers.${i}.blurbI18n.gu`} label="Gujarati description" lang="gu" multiline className="settings-wide" />
                <Text path={`offers.${i}.blurbI18n.hi`} label="Hindi description" lang="hi" multiline className="settings-wide" />
              </div>
            </div>
            <Check path={`offers.${i}.showAsDeal`} label="Show as a deal on the home page" hint="In the Weekend Deals carousel, with a countdown to the end." />
            <ItemPicker path={`offers.${i}.itemIds`} legend={`Dishes in ${name}`} menu={menu} max={50} />
            <button type="button" className="btn btn-ghost btn-sm admin-danger-text settings-offer-remove" onClick={() => setRemoving(i)}>
              <Icon name="trash" size={16} /> Remove {name}
            </button>
          </Group>
        );
      })}
      {removing !== null && offers[removing] && (
        <ConfirmDialog
          title="Remove offer"
          message={`Remove ${offers[removing].title.trim() || 'this offer'}? Its dishes go back to their menu prices once you save.`}
          confirmLabel="Remove"
          cancelLabel="Keep it"
          onConfirm={async () => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </SettingsCard>
  );
});
