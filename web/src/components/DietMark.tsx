import { isVegMark, type Diet } from '@domain/diet';
import { useT } from '@/i18n';

/** A diet mark's words, in the menu's messages (the English ones are DIET_LABEL's). */
const DIET_KEY = {
  veg: 'dietLabelVeg',
  vegan: 'dietLabelVegan',
  jain: 'dietLabelJain',
  egg: 'dietLabelEgg',
  'non-veg': 'dietLabelNonVeg',
} as const satisfies Record<Diet, string>;
/** A spice level's words, 0 to 3, in the menu's messages (the English ones are SPICE_LABEL's). */
export const SPICE_KEY = ['spice0', 'spice1', 'spice2', 'spice3'] as const;

/**
 * The FSSAI-style mark: a green square with a dot for vegetarian food (veg, vegan,
 * Jain), a brown square with a triangle for egg and non-vegetarian food; its text is read out.
 */
export function DietMark({ diet, withText = false }: { diet: Diet; withText?: boolean }) {
  const veg = isVegMark(diet);
  const t = useT('menu');
  const label = t(DIET_KEY[diet]);
  return (
    <span className={`diet-mark ${veg ? 'diet-veg' : 'diet-nonveg'}`} data-diet={diet}>
      <svg viewBox="0 0 16 16" width="16" height="16" role="img" aria-label={label}>
        <title>{label}</title>
        <rect x="1" y="1" width="14" height="14" rx="2" fill="#fff" stroke="currentColor" strokeWidth="1.6" />
        {veg ? <circle cx="8" cy="8" r="3.6" fill="currentColor" /> : <path d="M8 4l4 7H4z" fill="currentColor" />}
      </svg>
      {withText && <span className="diet-text">{diet === 'veg' ? t('dietShortVeg') : label}</span>}
    </span>
  );
}

/** "Medium spicy" with chillies, for a dish with a spice level above 0. */
/** A red chilli, drawn: an emoji would be a blank box on a device without an emoji font. */
function ChilliIcon() {
  return (
    <svg className="spice-chilli" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M11.6 3.2c.5-1 1.5-1.5 2.4-1.2" fill="none" stroke="#166534" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M12.3 4.6c1 2.6-.6 6.6-4.6 8.6-2.5 1.2-5.2 1.4-6.1.8 2.6-.6 5.2-2.6 6.6-5.2.8-1.4 1.2-2.9 1.3-4 .8-.7 2.1-.8 2.8-.2Z" fill="#b91c1c" />
    </svg>
  );
}

export function SpiceLevel({ level }: { level: number }) {
  const t = useT('menu');
  if (level <= 0) return null;
  const label = t(SPICE_KEY[level] ?? 'spice3');
  return (
    <span className="spice-level" title={label}>
      {Array.from({ length: level }, (_, i) => (
        <ChilliIcon key={i} />
      ))}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
