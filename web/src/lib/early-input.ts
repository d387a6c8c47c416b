/**
 * A prerendered page can be typed into and tapped before its scripts have run. Hydration keeps what the fields hold
 * but React's state still has what was prerendered, so the next render would put that back. Right after hydration,
 * each field that holds something else is told to React as if typed now, and each tap the page's loader held
 * (web/scripts/hydrate-after-paint.js) is made again, in order.
 */

interface EarlyTaps {
  take(): Array<HTMLButtonElement | HTMLInputElement | HTMLFormElement>;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

const nativeValueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')?.set;

/** Tells React a field's value as if the guest had just typed it: React's change tracking is reset to what it rendered first. */
function adoptValue(el: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = el.value;
  const setNative = nativeValueSetter(el);
  if (!setNative) return;
  let selection: [number | null, number | null] | null = null;
  try {
    selection = [el.selectionStart, el.selectionEnd];
  } catch {
    // Date and number fields have no selection.
  }
  el.value = el.defaultValue;
  setNative.call(el, typed);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection && document.activeElement === el) {
    try {
      el.setSelectionRange(selection[0], selection[1]);
    } catch {
      // As above.
    }
  }
}

/** Every field under `root` that the guest changed before hydration is handed to React, which keeps it from then on. */
export function adoptEarlyInput(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (el instanceof HTMLSelectElement) {
      if ([...el.options].some((o) => o.selected !== o.defaultSelected)) el.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== el.defaultChecked) {
        el.checked = el.defaultChecked;
        el.click();
      }
    } else if (el.value !== el.defaultValue && el.type !== 'file' && el.type !== 'hidden') adoptValue(el);
  }
}

/** Makes again the taps the loader held, in order, and stops holding new ones. Answers how many were made. */
export function replayEarlyTaps(): number {
  const taps = window.__earlyTaps?.take() ?? [];
  let made = 0;
  for (const target of taps) {
    if (!(target instanceof HTMLFormElement)) target.removeAttribute('aria-busy');
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
    made++;
  }
  return made;
}
