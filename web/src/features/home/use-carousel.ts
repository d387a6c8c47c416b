import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** i wrapped into 0..count-1, both ways: -1 is the last slide, count is the first. */
export const wrapIndex = (i: number, count: number) => (count <= 0 ? 0 : ((i % count) + count) % count);

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

const subscribeReducedMotion = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** True while the visitor asks for reduced motion; follows changes to the setting. The prerendered page assumes motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

export interface CarouselOptions {
  /** Milliseconds between automatic moves; 0 or absent means no autoplay. */
  autoplayMs?: number;
}

export interface Carousel {
  index: number;
  next(): void;
  prev(): void;
  goTo(i: number): void;
  /** Whether autoplay is running right now. */
  playing: boolean;
  /** Autoplay was offered (an interval was given and motion is not reduced). */
  canPlay: boolean;
  /** The visitor stopped autoplay with the pause button. */
  stopped: boolean;
  setStopped(stopped: boolean): void;
  /** Hover or keyboard focus inside the carousel holds autoplay. */
  setHeld(held: boolean): void;
}

/**
 * Slide position with wrap-around both ways, and autoplay that waits a full
 * interval after every move. Autoplay holds while hovered or focused, when the
 * visitor pauses it, and never runs under prefers-reduced-motion.
 */
export function useCarousel(count: number, { autoplayMs = 0 }: CarouselOptions = {}): Carousel {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = usePrefersReducedMotion();
  const canPlay = autoplayMs > 0 && count > 1 && !reduced;
  const playing = canPlay && !held && !stopped;

  useEffect(() => {
    if (!playing) return;
    const id = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), autoplayMs);
    return () => window.clearTimeout(id);
  }, [playing, index, count, autoplayMs]);

  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, count)), [count]);
  const prev = useCallback(() => setIndex((i) => wrapIndex(i - 1, count)), [count]);
  const goTo = useCallback((i: number) => setIndex(wrapIndex(i, count)), [count]);
  return { index, next, prev, goTo, playing, canPlay, stopped, setStopped, setHeld };
}
