import { DIET_LABEL, SPICE_LABEL, isVegMark, type Diet } from '@domain/diet';

/**
 * The FSSAI-style mark: a green square with a dot for vegetarian food (veg, vegan,
 * Jain), a brown square with a triangle for egg and non-vegetarian food; its text is read out.
 */
export function DietMark({ diet, withText = false }: { diet: Diet; withText?: boolean }) {
  const veg = isVegMark(diet);
  return (
    <span className={`diet-mark ${veg ? 'diet-veg' : 'diet-nonveg'}`} data-diet={diet}>
      <svg viewBox="0 0 16 16" width="16" height="16" role="img" aria-label={DIET_LABEL[diet]}>
        <title>{DIET_LABEL[diet]}</title>
        <rect x="1" y="1" width="14" height="14" rx="2" fill="#fff" stroke="currentColor" strokeWidth="1.6" />
        {veg ? <circle cx="8" cy="8" r="3.6" fill="currentColor" /> : <path d="M8 4l4 7H4z" fill="currentColor" />}
      </svg>
      {withText && <span className="diet-text">{diet === 'veg' ? 'Veg' : DIET_LABEL[diet]}</span>}
    </span>
  );
}

/** "Medium spicy" with chillies, for a dish with a spice level above 0. */
export function SpiceLevel({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span className="spice-level" title={SPICE_LABEL[level]}>
      <span aria-hidden="true">{'🌶'.repeat(level)}</span>
      <span className="visually-hidden">{SPICE_LABEL[level]}</span>
    </span>
  );
}
