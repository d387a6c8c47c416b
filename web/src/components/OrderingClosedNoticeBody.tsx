import { useOrderingStatus } from '@/lib/ordering-status';
import { useT } from '@/i18n/I18n';

/**
 * On the home page and the menu: says that online ordering is closed, and when it opens again,
 * before a guest fills a cart. Fixed to the bottom of the screen, so that appearing once the
 * settings and the clock are known moves nothing on the page (no layout shift).
 */
export default function OrderingClosedNoticeBody() {
  const { paused, closed } = useOrderingStatus();
  const t = useT('common');
  const message = paused ?? closed;
  if (!message) return null;
  return (
    <p className="ordering-closed-notice" role="status">
      <strong>{t('orderingClosed')}</strong> {message}
    </p>
  );
}
