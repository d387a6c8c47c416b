import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

/** The reference format and the schemas: loaded once the page shows, keeping zod out of its first load. */
export const loadBookingRules = () => import('@domain/booking');
type Rules = Awaited<ReturnType<typeof loadBookingRules>>;

/**
 * The reference in the address, checked once the rules have loaded. The prerendered page is a shell
 * for every reference: until then the reference is '' and not yet known to be invalid.
 */
export function useManageReference(): { reference: string; invalid: boolean } {
  const params = useParams();
  const [rules, setRules] = useState<Rules | null>(null);
  useEffect(() => {
    let live = true;
    void loadBookingRules()
      .then((loaded) => live && setRules(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const parsed = rules?.ReferenceInput.safeParse(params.reference ?? '');
  return { reference: parsed?.success ? parsed.data : '', invalid: parsed !== undefined && !parsed.success };
}
