import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { THALI_VARIANTS, VARIANT_LABEL, type RefillPolicy, type ThaliVariant } from '@domain/thali-view';
import { errorMessage } from '@/lib/api-client';
import { removeThali, saveThali, type ThaliDay } from '@/api/thali-admin';
import { ConfirmDialog } from '../shell/ConfirmDialog';

interface Props {
  day: ThaliDay;
  service: ThaliDay['services'][number];
  onSaved: () => void;
}

/** The draft as typed: numbers stay text until saved, so a half-typed price is not lost. */
function draftOf(day: ThaliDay, s: Props['service']) {
  const t = s.thali;
  return {
    name: t?.name ?? '',
    price: t ? String(t.price) : day.usualPrice !== null ? String(day.usualPrice) : '',
    special: t?.special ?? false,
    components: t?.components ?? [],
    variants: t?.variants ?? (['regular', 'jain'] as ThaliVariant[]),
    refill: t?.refill ?? { policy: 'unlimited' as RefillPolicy, note: '' },
    platesTotal: t ? String(t.platesTotal) : '',
  };
}

/** One service's thali: set, changed or removed; the server checks it and its message shows under the form. */
export function ServiceThaliForm({ day, service, onSaved }: Props) {
  const [draft, setDraft] = useState(() => draftOf(day, service));
  const [extra, setExtra] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const t = service.thali;
  const id = (f: string) => `thali-${service.service}-${f}`;
  const readOnly = day.past;

  const addComponent = (name: string) => {
    const c = name.trim();
    if (!c || draft.components.some((x) => x.toLowerCase() === c.toLowerCase())) return;
    setDraft({ ...draft, components: [...draft.components, c] });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setSaving(true);
    try {
      await saveThali(day.date, service.service, {
        name: draft.name,
        price: Number(draft.price),
        special: draft.special,
        components: draft.components,
        variants: draft.variants,
        refill: draft.refill,
        platesTotal: draft.platesTotal.trim() === '' ? Number.NaN : Number(draft.platesTotal),
      });
      toast.success(`${service.serviceName} thali saved`);
      onSaved();
    } catch (err) {
      setProblem(errorMessage(err, 'Save failed'));
    } finally {
      setSaving(false);
    }
  };

  const unused = day.library.components.filter((c) => !draft.components.some((x) => x.toLowerCase() === c.toLowerCase()));
  return (
    <form className="admin-panel thali-service" onSubmit={(e) => void submit(e)} aria-labelledby={id('title')} noValidate>
      <div className="thali-service-head">
        <h2 id={id('title')}>{service.serviceName}</h2>
        {t ? (
          <p className={t.soldOut ? 'thali-plates is-out' : 'thali-plates'}>
            {t.platesTotal - t.platesLeft} ordered · {t.platesLeft} of {t.platesTotal} left
          </p>
        ) : (
          <p className="thali-plates">No thali set: guests see none for this service.</p>
        )}
      </div>
      <fieldset disabled={readOnly || saving} className="thali-fields">
        <div className="thali-grid">
          <div className="field">
            <label htmlFor={id('name')}>Thali name</label>
            <input
              id={id('name')}
              value={draft.name}
              maxLength={80}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              placeholder="Gujarati Thali"
            />
          </div>
          <div className="field">
            <label htmlFor={id('price')}>Price</label>
            <input id={id('price')} inputMode="decimal" value={draft.price} onChange={(e) => setDraft({ ...draft, price: e.target.value })} />
            <span className="hint">
              {day.usualPrice !== null ? `Usual price this day: ${day.usualPrice}` : 'Set the usual weekday and weekend prices in the library below'}
            </span>
          </div>
          <div className="field">
            <label htmlFor={id('plates')}>Plates available</label>
            <input id={id('plates')} inputMode="numeric" value={draft.platesTotal} onChange={(e) => setDraft({ ...draft, platesTotal: e.target.value })} />
          </div>
        </div>
        <label className="thali-check">
          <input type="checkbox" checked={draft.special} onChange={(e) => setDraft({ ...draft, special: e.target.checked })} /> A special date (a festival):
          guests see a Special badge
        </label>

        <fieldset className="thali-group">
          <legend>Components</legend>
          {draft.components.length === 0 ? (
            <p className="hint">None yet: pick from the library or type one.</p>
          ) : (
            <ul className="thali-chips" aria-label="In this thali">
              {draft.components.map((c) => (
                <li key={c}>
                  <button
                    type="button"
                    className="chip is-on"
                    aria-label={`Remove ${c}`}
                    onClick={() => setDraft({ ...draft, components: draft.components.filter((x) => x !== c) })}
                  >
                    {c} ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {unused.length > 0 && (
            <ul className="thali-chips" aria-label="From the library">
              {unused.map((c) => (
                <li key={c}>
                  <button type="button" className="chip" aria-label={`Add ${c}`} onClick={() => addComponent(c)}>
                    + {c}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="thali-add">
            <label htmlFor={id('extra')} className="visually-hidden">
              Another component
            </label>
            <input id={id('extra')} value={extra} maxLength={60} placeholder="Another component" onChange={(e) => setExtra(e.target.value)} />
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                addComponent(extra);
                setExtra('');
              }}
            >
              Add
            </button>
          </div>
        </fieldset>

        <fieldset className="thali-group">
          <legend>Variants</legend>
          {THALI_VARIANTS.map((v) => (
            <label key={v} className="thali-check">
              <input
                type="checkbox"
                checked={draft.variants.includes(v)}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    variants: e.target.checked ? THALI_VARIANTS.filter((x) => x === v || draft.variants.includes(x)) : draft.variants.filter((x) => x !== v),
                  })
                }
              />{' '}
              {VARIANT_LABEL[v]}
            </label>
          ))}
        </fieldset>

        <fieldset className="thali-group">
          <legend>Refills</legend>
          {(['unlimited', 'fixed'] as const).map((p) => (
            <label key={p} className="thali-check">
              <input
                type="radio"
                name={id('refill')}
                checked={draft.refill.policy === p}
                onChange={() => setDraft({ ...draft, refill: { ...draft.refill, policy: p } })}
              />{' '}
              {p === 'unlimited' ? 'Unlimited' : 'Fixed'}
            </label>
          ))}
          {draft.refill.policy === 'fixed' && (
            <div className="field">
              <label htmlFor={id('note')}>What the refills include</label>
              <input
                id={id('note')}
                value={draft.refill.note}
                maxLength={120}
                placeholder="One refill of dal and rotli"
                onChange={(e) => setDraft({ ...draft, refill: { ...draft.refill, note: e.target.value } })}
              />
            </div>
          )}
        </fieldset>
      </fieldset>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {!readOnly && (
        <div className="thali-actions">
          <button type="submit" className="btn" disabled={saving}>
            {saving ? 'Saving...' : t ? 'Save changes' : 'Set this thali'}
          </button>
          {t && (
            <button type="button" className="btn btn-ghost" disabled={saving} onClick={() => setRemoving(true)}>
              Remove
            </button>
          )}
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the ${service.serviceName.toLowerCase()} thali`}
          message="Guests will no longer see or order it. A thali with plates ordered can't be removed."
          confirmLabel="Remove"
          onConfirm={async () => {
            try {
              await removeThali(day.date, service.service);
              toast.success('Thali removed');
              onSaved();
            } catch (err) {
              toast.error(errorMessage(err, 'Remove failed'));
            }
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </form>
  );
}
