import { useEffect, useState } from 'react';

export const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Seconds left until a deadline (ms since epoch), ticking once a second. */
export function useSecondsUntil(deadline: number): number {
  const [remaining, setRemaining] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setRemaining(secondsUntil(deadline));
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return remaining;
}

/** 600 → "10:00", 65 → "01:05". */
export const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
