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

/**
 * Runs `task` after the paint of the first content put into `container`. The app's first render is a transition,
 * so the frames painted before React commits it show none of the app: waiting for a frame alone would start the
 * deferred work before the first route is on screen.
 */
export function afterFirstContentPaint(
  container: Node,
  task: () => void,
  paint: (task: () => void) => void = afterFirstPaint,
): void {
  if (container.firstChild) {
    paint(task);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!container.firstChild) return;
    observer.disconnect();
    paint(task);
  });
  observer.observe(container, { childList: true });
}
