import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * While there are unsaved changes: the browser asks before the tab closes or
 * reloads, and a click on a link to another screen of the site waits for the
 * owner's answer (`leaving` holds where it leads). The app's router has no
 * blocker (see router.tsx), so links are caught before they navigate.
 */
export function useLeaveGuard(dirty: boolean): { leaving: string | null; stay: () => void; leave: () => void } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target instanceof Element ? e.target : null)?.closest<HTMLAnchorElement>('a[href]');
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // another site or a tel: link: beforeunload covers a tab that leaves
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      // The router's links skip a click whose default was prevented; the link's own handlers still run (a drawer closes).
      e.preventDefault();
      setLeaving(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    leaving,
    stay: () => setLeaving(null),
    leave: () => {
      const to = leaving;
      setLeaving(null);
      if (to) navigate(to);
    },
  };
}
