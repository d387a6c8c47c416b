import { useT } from '@/i18n/I18n';

/** A spinner that says what is happening: "Loading" in the page's language unless told more. */
export function Spinner({ label }: { label?: string }) {
  const t = useT('common');
  return <span className="spinner" role="status" aria-label={label ?? t('loading')} />;
}
