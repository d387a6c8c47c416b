import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { audioSupported, audioUnlocked, claimChime, playChime, readMuted, unlockAudio, writeMuted } from './alert-sound';

export interface AlertSound {
  muted: boolean;
  setMuted: (muted: boolean) => void;
  /** True when a chime could not play because the browser wants a tap on the page first. */
  soundBlocked: boolean;
  soundSupported: boolean;
  /** Chimes for orders confirmed up to `arrivedAt`, unless muted or another screen of this browser already did. */
  chime: (arrivedAt: string) => void;
  testSound: () => Promise<void>;
}

const Context = createContext<AlertSound | null>(null);

/**
 * The new-order sound of the back office and the kitchen display: the mute choice (kept in this browser),
 * the unlock on the first tap, and one chime per arrival.
 * `blockedUntilTap`: say from the start that the page is silent until tapped (the kitchen board, left unattended).
 */
export function AlertSoundProvider({ blockedUntilTap = false, children }: { blockedUntilTap?: boolean; children: ReactNode }) {
  const [muted, setMutedState] = useState(() => readMuted());
  const [soundBlocked, setSoundBlocked] = useState(() => blockedUntilTap && audioSupported() && !audioUnlocked());
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);

  // Browsers allow sound only after a tap on the page: the first one unlocks it.
  useEffect(() => {
    const unlock = () => {
      unlockAudio();
      setSoundBlocked(false);
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  const chime = useCallback((arrivedAt: string) => {
    if (mutedRef.current || !claimChime(arrivedAt)) return;
    void playChime().then((played) => setSoundBlocked(!played));
  }, []);

  const testSound = useCallback(async () => {
    unlockAudio();
    setSoundBlocked(!(await playChime()));
  }, []);

  const setMuted = useCallback((value: boolean) => {
    writeMuted(value);
    setMutedState(value);
    if (!value) unlockAudio();
  }, []);

  const value = useMemo<AlertSound>(
    () => ({ muted, setMuted, soundBlocked, soundSupported: audioSupported(), chime, testSound }),
    [muted, setMuted, soundBlocked, chime, testSound],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAlertSound(): AlertSound {
  const value = useContext(Context);
  if (!value) throw new Error('useAlertSound must be used inside AlertSoundProvider');
  return value;
}
