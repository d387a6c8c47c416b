import type { Ref } from 'react';
import { reveal, targetOf } from './settings-reveal';

interface Props {
  /** [path, message] of every field that needs fixing. */
  problems: Array<[string, string]>;
  /** Where the editor moves focus after a refused save. */
  focusRef: Ref<HTMLDivElement>;
}

/** Why the settings were not saved: each message a button that goes to its field. */
export function SettingsErrorSummary({ problems, focusRef }: Props) {
  return (
    <div className="settings-error-summary" role="alert" tabIndex={-1} ref={focusRef}>
      <h2>The settings were not saved</h2>
      <p>Fix {problems.length === 1 ? 'this field' : `these ${problems.length} fields`}, then save again:</p>
      <ul>
        {problems.map(([path, message]) => (
          <li key={path}>
            <button
              type="button"
              className="settings-link"
              onClick={() => {
                const el = targetOf(path);
                if (el) reveal(el);
              }}
            >
              {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
