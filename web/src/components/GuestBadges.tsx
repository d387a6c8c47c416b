import { GUEST_TAG_LABELS, DIET_TAGS, type GuestBadge } from '@domain/guests';

/** The tags and badges beside a guest's name in the back office; the kitchen sees the diet tags only. Never the notes. */
export function GuestBadges({
  badge,
  dietOnly = false,
}: {
  badge: Pick<GuestBadge, 'tags' | 'regular' | 'confirmFirst'> | null | undefined;
  dietOnly?: boolean;
}) {
  if (!badge) return null;
  const tags = dietOnly ? badge.tags.filter((t) => DIET_TAGS.includes(t)) : badge.tags;
  const regular = !dietOnly && badge.regular;
  const confirmFirst = !dietOnly && badge.confirmFirst;
  if (tags.length === 0 && !regular && !confirmFirst) return null;
  return (
    <span className="guest-badges">
      {regular && <span className="badge badge-blue">Regular</span>}
      {confirmFirst && (
        <span className="badge badge-red" title="Missed recent bookings: their bookings and takeaways are confirmed by phone">
          Confirm first
        </span>
      )}
      {tags.map((t) => (
        <span key={t} className={`badge ${DIET_TAGS.includes(t) ? 'badge-green' : 'badge-grey'}`}>
          {GUEST_TAG_LABELS[t]}
        </span>
      ))}
    </span>
  );
}
