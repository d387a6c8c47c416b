import { SettingsInput, issuePath } from '@domain/settings-schema';
import { hasCode } from '@/lib/api-client';
import { fromDraft, type SettingsDraft } from './settings-draft';

/** Each field's message, keyed by its dotted path ("hours.monday.0.closes"), in the order the schema found them. */
export type FieldErrors = Record<string, string>;

export interface PathIssue {
  path: string;
  message: string;
}

/** The three rates the screen shows as percentages: the schema speaks of basis points. */
const PERCENT_FIELDS: Record<string, string> = {
  'ordering.serviceChargeBp': 'Service charge',
  'ordering.parcelChargeBp': 'Parcel charge',
  'tax.rateBp': 'Tax rate',
};

/**
 * The field an issue marks. An issue about one entry of a list the screen edits
 * as a whole (an order type, one chosen dish) marks the list.
 */
export function fieldOf(path: string): string {
  return path.replace(/^(ordering\.orderTypes|offers\.\d+\.itemIds|home\.topOfferItemIds|home\.trendingItemIds)\.\d+$/, '$1');
}

/** The message shown under the field: the schema's own, but in percent for the rates the owner types in percent. */
export function messageFor(path: string, message: string): string {
  const label = PERCENT_FIELDS[path];
  return label ? `${label} must be a percentage from 0 to 50, with at most 2 decimals, like 10 or 12.5` : message;
}

/** Issues as field errors: the first message for each field. */
export function fieldErrors(issues: readonly PathIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    out[field] ??= messageFor(field, issue.message);
  }
  return out;
}

/** The schema's check of a draft, as the server runs it: the body to send, or the fields to mark. */
export function checkDraft(draft: SettingsDraft): { ok: true; body: ReturnType<typeof fromDraft> } | { ok: false; errors: FieldErrors } {
  const body = fromDraft(draft);
  const parsed = SettingsInput.safeParse(body);
  if (parsed.success) return { ok: true, body };
  return { ok: false, errors: fieldErrors(parsed.error.issues.map((i) => ({ path: issuePath(i), message: i.message }))) };
}

/** A 400 from PUT /api/admin/settings as field errors (its data.issues, or data.field with the message); null for any other failure. */
export function serverFieldErrors(e: unknown): FieldErrors | null {
  if (!hasCode(e, 'validation_failed')) return null;
  const data = (e.body?.data ?? {}) as { field?: unknown; issues?: unknown };
  const issues = Array.isArray(data.issues)
    ? (data.issues as unknown[]).filter((i): i is PathIssue => !!i && typeof (i as PathIssue).path === 'string' && typeof (i as PathIssue).message === 'string')
    : [];
  if (issues.length) return fieldErrors(issues);
  if (typeof data.field === 'string') return fieldErrors([{ path: data.field, message: e.message }]);
  return null;
}

/** The DOM id of a field's input: the summary links to it and the screen focuses it. */
export const fieldId = (path: string) => `setting-${path.replace(/\./g, '-')}`;
