/** How long to wait for a frame at most: a tab hidden before its first frame paints none until it is shown again. */
const FRAME_WAIT_MS = 500;

/**
 * Runs `task` once the browser has painted the next frame: a frame callback runs just before that paint, and a task
 * queued from it runs after. A hidden tab paints no frames, so there, or when no frame comes in time, a plain task
 * runs it instead. It runs once either way.
 */
export function afterFirstPaint(
  task: () => void,
  frame: (callback: () => void) => void = (callback) => requestAnimationFrame(callback),
  visible: () => boolean = () => document.visibilityState === 'visible',
): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    task();
  };
  if (!visible()) {
    setTimeout(runOnce, 0);
    return;
  }
  frame(() => setTimeout(runOnce, 0));
  setTimeout(runOnce, FRAME_WAIT_MS);
}
