import { useT } from '@/i18n/I18n';

/** A list that failed to load: what went wrong, announced, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('common');
  return (
    <div className="empty-state" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
