import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient } from './query-client';

/** With the browser offline, a request fails with the transport message instead of waiting unseen. */
describe('the query client while the browser is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  const offlineFailure = () => Promise.reject(new ApiError('network', 'Brak połączenia z serwerem.'));

  it('runs a save and reports its network failure, instead of pausing it', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const save = new MutationObserver(client, { mutationFn: offlineFailure });
    await expect(save.mutate()).rejects.toMatchObject({ kind: 'network' });
    expect(save.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });
  });

  it('runs a list request, tries once more, and then shows the failure', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let calls = 0;
    const list = new QueryObserver(client, {
      queryKey: ['list'],
      queryFn: () => {
        calls += 1;
        return offlineFailure();
      },
      retryDelay: 0,
    });
    const settled = new Promise<void>((resolve) => {
      const stop = list.subscribe((result) => {
        if (result.status === 'error') {
          stop();
          resolve();
        }
      });
    });
    await settled;
    expect(list.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(calls).toBe(2);
  });
});
