import { type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldNotes, describedBy } from '@/components/TextField';
import { fieldId } from './settings-errors';
import { useDraftAt, useFieldError, useSettingsStore } from './settings-store';

/** The props a field's input needs to be found by its path, marked when it is wrong and described by its hint and message. */
function useField(path: string, hint?: string) {
  const store = useSettingsStore();
  const id = fieldId(path);
  const error = useFieldError(path);
  return {
    id,
    error,
    value: useDraftAt<unknown>(path),
    set: (v: unknown) => store.set(path, v),
    a11y: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) } as const,
  };
}

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur'> {
  path: string;
  label: string;
  hint?: string;
  /** A text area instead of one line. */
  multiline?: boolean;
  /** Tidies the value as the owner leaves the box (a time typed "930" becomes "09:30"). */
  tidy?: (value: string) => string;
  /** Changes each keystroke's value (upper-case letters). */
  format?: (value: string) => string;
  className?: string;
}

/** A labelled text box bound to a draft path, its message under it. */
export function Text({ path, label, hint, multiline = false, tidy, format = (v) => v, className, ...input }: TextProps) {
  const f = useField(path, hint);
  const value = String(f.value ?? '');
  const common = { id: f.id, value, ...f.a11y, onBlur: tidy ? () => tidy(value) !== value && f.set(tidy(value)) : undefined };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={f.id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => f.set(format(e.target.value))} maxLength={input.maxLength} lang={input.lang} />
      ) : (
        <input type="text" {...input} {...common} onChange={(e) => f.set(format(e.target.value))} />
      )}
      <FieldNotes id={f.id} hint={hint} error={f.error} />
    </div>
  );
}

/** A checkbox bound to a true/false draft path. */
export function Check({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const f = useField(path, hint);
  return (
    <div className="field settings-check">
      <label className="admin-switch" htmlFor={f.id}>
        <input id={f.id} type="checkbox" role="switch" checked={f.value === true} onChange={(e) => f.set(e.target.checked)} {...f.a11y} />
        <span>{label}</span>
      </label>
      <FieldNotes id={f.id} hint={hint} error={f.error} />
    </div>
  );
}

/** A select bound to a draft path. */
export function Choice({
  path,
  label,
  hint,
  options,
  labels = {},
}: {
  path: string;
  label: string;
  hint?: string;
  options: readonly string[];
  /** What each option reads as, where the value itself is a code. */
  labels?: Record<string, string>;
}) {
  const f = useField(path, hint);
  const value = String(f.value ?? '');
  const all = options.includes(value) ? options : [value, ...options];
  return (
    <div className="field">
      <label htmlFor={f.id}>{label}</label>
      <select id={f.id} value={value} onChange={(e) => f.set(e.target.value)} {...f.a11y}>
        {all.map((o) => (
          <option key={o} value={o}>
            {labels[o] ?? o}
          </option>
        ))}
      </select>
      <FieldNotes id={f.id} hint={hint} error={f.error} />
    </div>
  );
}

/**
 * A group of fields with a legend (a weekday, an offer, the order types). A message about
 * the group itself (services that overlap) shows under it, and the group can take focus.
 */
export function Group({
  path,
  legend,
  children,
  className,
  hint,
}: {
  path: string;
  legend: ReactNode;
  children: ReactNode;
  className?: string;
  hint?: string;
}) {
  const id = fieldId(path);
  const error = useFieldError(path);
  return (
    <fieldset
      id={id}
      className={className ? `settings-group ${className}` : 'settings-group'}
      tabIndex={error ? -1 : undefined}
      data-invalid-group={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>{legend}</legend>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** One section of the screen: a card with its heading and a line on what it rules. */
export function SettingsCard({
  id,
  title,
  lead,
  children,
  actions,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="card settings-card" aria-labelledby={`${id}-title`} id={id}>
      <div className="settings-card-head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p className="admin-sub">{lead}</p>}
        </div>
        {actions && <div className="settings-card-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
