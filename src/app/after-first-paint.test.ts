// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentPaint, afterFirstPaint } from './after-first-paint';

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

describe('afterFirstContentPaint', () => {
  it('waits for content in the container before waiting for its paint', async () => {
    const container = document.createElement('div');
    const painted: Array<() => void> = [];
    const task = vi.fn();
    afterFirstContentPaint(container, task, (next) => painted.push(next));
    await Promise.resolve();
    expect(painted).toHaveLength(0);

    container.append(document.createElement('main'));
    await vi.waitFor(() => expect(painted).toHaveLength(1));
    expect(task).not.toHaveBeenCalled();
    painted[0]!();
    expect(task).toHaveBeenCalledOnce();

    // Later content does not run it again.
    container.append(document.createElement('footer'));
    await Promise.resolve();
    expect(painted).toHaveLength(1);
  });

  it('waits only for the paint when the container already shows something', () => {
    const container = document.createElement('div');
    container.append(document.createElement('main'));
    const painted: Array<() => void> = [];
    afterFirstContentPaint(
      container,
      () => undefined,
      (next) => painted.push(next),
    );
    expect(painted).toHaveLength(1);
  });
});
