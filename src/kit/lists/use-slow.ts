import { useEffect, useState } from 'react';

/** The spec has no number for it; three seconds is when people start to wonder whether anything is happening. */
export const SLOW_AFTER_MS = 3000;

/** True once `waiting` has lasted `afterMs` without a break; false again as soon as it stops. */
export function useSlow(waiting: boolean, afterMs = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    // The wait is over (or the component leaves): the next wait starts from "not slow" again.
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting, afterMs]);
  return waiting && slow;
}
