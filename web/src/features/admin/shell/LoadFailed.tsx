interface LoadFailedProps {
  /** What failed, as the heading; left out where the place says it already. */
  title?: string;
  message: string;
  onRetry: () => void;
  /** 'admin-panel' to stand alone as a card. */
  className?: string;
}

/** A back office list or figure that could not load: what failed, why, and Try Again. */
export function LoadFailed({ title, message, onRetry, className }: LoadFailedProps) {
  return (
    <div className={className ? `admin-error ${className}` : 'admin-error'} role="alert">
      {title && <h3>{title}</h3>}
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
