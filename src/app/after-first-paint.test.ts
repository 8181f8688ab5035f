import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the next frame, then runs the task after its paint, once', async () => {
    const frames: Array<() => void> = [];
    const task = vi.fn();
    afterFirstPaint(
      task,
      (callback) => frames.push(callback),
      () => true,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
    frames.shift()!();
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledOnce();
    // The fallback for a frame that never comes does not run it a second time.
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs it anyway when no frame comes, as in a tab hidden right after it loaded', async () => {
    const task = vi.fn();
    afterFirstPaint(
      task,
      () => undefined,
      () => true,
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not wait for a frame in a hidden tab, which paints none', async () => {
    const frame = vi.fn();
    const task = vi.fn();
    afterFirstPaint(task, frame, () => false);
    await vi.runAllTimersAsync();
    expect(frame).not.toHaveBeenCalled();
    expect(task).toHaveBeenCalledOnce();
  });
});
