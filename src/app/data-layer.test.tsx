import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render-app';
import { localDb } from '../test/local-db';
import { createAppServices } from './services';
import { createDataServices } from './data-services';

const customer = {
  user: { id: 1, name: 'Jan Klient', email: 'klient@example.pl', privileges: ['user'] },
  access_token: '1|c',
};

// The query cache and the cart come in a chunk of their own (the first route's JavaScript stays small); these tests
// hold them back, as a slow network would, and look at what the user sees meanwhile.
describe('the data layer', () => {
  it('lets a guest sign in while the query cache and the cart are still on their way', async () => {
    const view = renderApp('/', { holdData: true });
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeTruthy();
    expect(view.dataLoads()).toBe(1);
  });

  it('shows the page loader on a signed-in page until they arrive, then the page with its cart', async () => {
    const view = renderApp('/orders', {
      session: customer,
      holdData: true,
      api: { 'GET /api/orders': () => Response.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } }) },
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Ładowanie'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    view.releaseData();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zamówienia' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Koszyk/ })).toBeTruthy();
    expect(view.dataLoads()).toBe(1);
  });

  it('asks for the chunk again after it failed to arrive, and creates the services once', async () => {
    let loads = 0;
    const services = createAppServices({
      baseUrl: 'http://api.test',
      storage: window.localStorage,
      fetch: () => Promise.reject(new TypeError('no network in this test')),
      db: localDb(window.localStorage),
      loadData: (parts) => {
        loads += 1;
        return loads === 1 ? Promise.reject(new Error('the chunk did not arrive')) : createDataServices(parts);
      },
    });
    await expect(services.data()).rejects.toThrow('the chunk did not arrive');
    const data = await services.data();
    expect(await services.data()).toBe(data);
    expect(data.cartActor.getSnapshot().status).toBe('active');
    expect(loads).toBe(2);
  });
});
