import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable getter of the value as of the last render, for code that runs after rendering and outlives it (a
 * machine's actors and actions): it reads the newest props without rebuilding the machine. Not for rendering.
 */
export function useLatest<T>(value: T): () => T {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return useCallback(() => latest.current, []);
}
