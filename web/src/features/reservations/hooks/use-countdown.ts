import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Seconds left until a deadline, ticking once a second; restart(n) starts again at n. */
export function useCountdown(initialSeconds: number): { remaining: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(initialSeconds);

  useEffect(() => {
    setRemaining(secondsUntil(deadline));
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { remaining, restart };
}

/** 600 → "10:00", 65 → "01:05". */
export const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
