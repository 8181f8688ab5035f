import { describe, expect, it } from 'vitest';
import { createToastQueue, showToast } from './toast';

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
