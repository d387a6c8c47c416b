import { INDIA_PRESET } from '@domain/india-preset';
import { bpToPercent, getAt, type SettingsDraft } from './settings-draft';

const SPLIT_LABEL: Record<string, string> = { 'cgst-sgst': 'CGST + SGST', igst: 'IGST', none: 'No split' };

/** The fields "Set up for India" fills, as the draft holds them (the tax rate as percent text). */
const FIELDS: Array<{ path: string; label: string; value: unknown; show?: (v: unknown) => string }> = [
  { path: 'locale.currencyCode', label: 'Currency code', value: INDIA_PRESET.currencyCode },
  { path: 'locale.currencySymbol', label: 'Currency symbol', value: INDIA_PRESET.currencySymbol },
  { path: 'tax.name', label: 'Tax name', value: INDIA_PRESET.taxName },
  { path: 'tax.applies', label: 'Charge tax on every order', value: true, show: (v) => (v ? 'On' : 'Off') },
  { path: 'tax.rateBp', label: 'Tax rate', value: bpToPercent(INDIA_PRESET.taxRateBp), show: (v) => `${String(v)}%` },
  { path: 'tax.split', label: 'Tax split', value: INDIA_PRESET.taxSplit, show: (v) => SPLIT_LABEL[String(v)] ?? String(v) },
  { path: 'tax.sac', label: 'SAC code', value: INDIA_PRESET.sac },
];

export interface PresetLine {
  path: string;
  label: string;
  from: string;
  to: string;
  changes: boolean;
  value: unknown;
}

/** What the preset would set in this draft, field by field, and whether each changes. */
export function indiaPresetLines(draft: SettingsDraft): PresetLine[] {
  return FIELDS.map(({ path, label, value, show = (v) => String(v ?? '') }) => {
    const now = getAt(draft, path);
    return { path, label, from: show(now) || '(blank)', to: show(value), changes: now !== value, value };
  });
}
