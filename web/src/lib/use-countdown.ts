import { useEffect, useState } from 'react';

/** Whole seconds from now until a deadline (ms since epoch), never below 0. */
const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Seconds left until a deadline (ms since epoch), ticking once a second until it reaches 0. */
export function useSecondsUntil(deadline: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      setTick((t) => t + 1);
      if (secondsUntil(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  // Read at each render, so a new deadline shows its own time at once rather than the old one's for a tick.
  return secondsUntil(deadline);
}

/** Seconds left of a countdown of `seconds`, started on mount and again whenever `restartKey` changes. */
export function useCountdown(seconds: number, restartKey?: unknown): number {
  const [start, setStart] = useState(() => ({ key: restartKey, deadline: Date.now() + seconds * 1000 }));
  let { deadline } = start;
  if (!Object.is(start.key, restartKey)) {
    deadline = Date.now() + seconds * 1000;
    setStart({ key: restartKey, deadline });
  }
  return useSecondsUntil(deadline);
}

/** 600 → "10:00", 65 → "01:05". */
export const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
