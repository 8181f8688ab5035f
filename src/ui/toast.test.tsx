import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RegionToastArea, ToastArea } from './toast';
import {
  REGION_TOAST_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  createRegionToastQueue,
  createToastQueue,
  showToast,
} from './toast-queue';
import { GlobalToastArea } from './global-toast-area';

describe('the toast queue', () => {
  it('does not stack a message that is already on screen, but shows a different one', () => {
    const queue = createToastQueue();
    showToast(queue, 'error', 'Brak połączenia z serwerem.');
    showToast(queue, 'error', 'Brak połączenia z serwerem.');
    showToast(queue, 'success', 'Zapisano.');
    expect(queue.visibleToasts.map((t) => t.content.message).sort()).toEqual([
      'Brak połączenia z serwerem.',
      'Zapisano.',
    ]);
  });

  it('shows the message again once the first one has closed', () => {
    const queue = createToastQueue();
    showToast(queue, 'error', 'Brak połączenia z serwerem.');
    queue.close(queue.visibleToasts[0]!.key);
    showToast(queue, 'error', 'Brak połączenia z serwerem.');
    expect(queue.visibleToasts).toHaveLength(1);
  });
});

describe('a toast region', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function toastNamed(message: string) {
    return screen.getByRole('alertdialog', { name: message });
  }

  it('announces the toast: its text is inside an alert within a labelled region', () => {
    const queue = createRegionToastQueue();
    render(<RegionToastArea queue={queue} label="Powiadomienia profilu" />);
    act(() => showToast(queue, 'success', 'Zapisano dane firmy.'));
    const region = screen.getByRole('region', { name: 'Powiadomienia profilu' });
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toBe('Zapisano dane firmy.');
  });

  it('closes a toast of the global area after 3000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = createToastQueue();
    render(<ToastArea queue={queue} />);
    act(() => showToast(queue, 'info', 'Skopiowano.'));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS - 1));
    expect(screen.queryByText('Skopiowano.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Skopiowano.')).toBeNull();
  });

  it('closes a toast of any other region after 5000 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = createRegionToastQueue();
    render(<RegionToastArea queue={queue} />);
    act(() => showToast(queue, 'info', 'Pobrano dane firmy.'));
    await act(() => vi.advanceTimersByTimeAsync(REGION_TOAST_TIMEOUT_MS - 1));
    expect(screen.queryByText('Pobrano dane firmy.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Pobrano dane firmy.')).toBeNull();
  });

  it('places the global area top-centre and other regions top-right', () => {
    const global = createToastQueue();
    const local = createRegionToastQueue();
    render(
      <>
        <ToastArea queue={global} />
        <RegionToastArea queue={local} label="Powiadomienia profilu" />
      </>,
    );
    act(() => {
      showToast(global, 'info', 'Globalny.');
      showToast(local, 'info', 'Lokalny.');
    });
    expect(screen.getByRole('region', { name: 'Powiadomienia' }).className).toMatch(/topCenter/);
    expect(screen.getByRole('region', { name: 'Powiadomienia profilu' }).className).toMatch(/topRight/);
  });

  it('mounts the global area with its first toast, announced, and keeps it while the queue is empty again', async () => {
    const queue = createToastQueue();
    const { container } = render(<GlobalToastArea queue={queue} />);
    expect(container.childElementCount).toBe(0);
    act(() => showToast(queue, 'error', 'Brak połączenia z serwerem.'));
    const region = await screen.findByRole('region', { name: 'Powiadomienia' });
    expect(within(region).getByRole('alert').textContent).toBe('Brak połączenia z serwerem.');
    act(() => queue.close(queue.visibleToasts[0]!.key));
    expect(screen.queryByText('Brak połączenia z serwerem.')).toBeNull();
    act(() => showToast(queue, 'success', 'Zapisano.'));
    expect(within(screen.getByRole('region', { name: 'Powiadomienia' })).getByRole('alert').textContent).toBe(
      'Zapisano.',
    );
  });

  describe('swiping', () => {
    /** jsdom has no layout: the toast is given the width a browser would measure. */
    function renderToast(message: string) {
      const queue = createRegionToastQueue();
      render(<RegionToastArea queue={queue} />);
      act(() => showToast(queue, 'success', message));
      const toast = toastNamed(message);
      Object.defineProperty(toast, 'offsetWidth', { configurable: true, value: 400 });
      return toast;
    }

    function drag(toast: HTMLElement, to: number) {
      const pointer = { pointerId: 1, pointerType: 'touch', button: 0 };
      fireEvent.pointerDown(toast, { ...pointer, clientX: 10 });
      fireEvent.pointerMove(toast, { ...pointer, clientX: 10 + to / 2 });
      fireEvent.pointerMove(toast, { ...pointer, clientX: 10 + to });
      fireEvent.pointerUp(toast, { ...pointer, clientX: 10 + to });
    }

    it('swipes a toast away once it has been dragged 80 % of its width', () => {
      const toast = renderToast('Zapisano.');
      drag(toast, 320);
      expect(screen.queryByText('Zapisano.')).toBeNull();
    });

    it('swipes to the left as well', () => {
      const toast = renderToast('Zapisano.');
      drag(toast, -330);
      expect(screen.queryByText('Zapisano.')).toBeNull();
    });

    it('snaps a toast dragged less than that back into place', () => {
      const toast = renderToast('Zapisano.');
      drag(toast, 200);
      expect(toastNamed('Zapisano.').style.transform).toBe('');
    });

    it('follows the pointer while it is dragged', () => {
      const toast = renderToast('Zapisano.');
      fireEvent.pointerDown(toast, { pointerId: 1, pointerType: 'touch', button: 0, clientX: 10 });
      fireEvent.pointerMove(toast, { pointerId: 1, pointerType: 'touch', button: 0, clientX: 110 });
      expect(toastNamed('Zapisano.').style.transform).toBe('translateX(100px)');
    });
  });
});
