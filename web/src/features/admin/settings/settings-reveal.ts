import { fieldId } from './settings-errors';

/** The card a path belongs to, for messages about a whole section. */
const CARD_OF: Record<string, string> = { tax: 'ordering' };

/** The element a message points at: its field, else the nearest group around it, else its card. */
export function targetOf(path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const el = document.getElementById(fieldId(parts.slice(0, n).join('.')));
    if (el) return el;
  }
  const top = parts[0] ?? '';
  return document.getElementById(`settings-${CARD_OF[top] ?? top}`);
}

/** Focuses an element and brings it to the middle of the screen. */
export function reveal(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.matches('input, select, textarea, button, fieldset[tabindex]')) el.tabIndex = -1;
  el.focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}
