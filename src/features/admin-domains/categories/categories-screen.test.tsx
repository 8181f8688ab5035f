import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { json, type Routes } from '../../../test/fake-api';

const admin = {
  user: { id: 2, name: 'Anna Admin', email: 'admin@example.pl', privileges: ['admin'] },
  access_token: '2|a',
};

const seo = { id: 4, name: 'seo', slug: 'seo', domains_count: 0 };

function tagsApi(deleteTag: Routes[string]): Routes {
  let tags = [seo];
  return {
    'GET /api/industries': () => json(200, { data: [] }),
    'GET /api/tags': () => json(200, { data: tags }),
    'DELETE /api/tags/4': async (request) => {
      const answer = await deleteTag(request);
      if (answer.ok) tags = [];
      return answer;
    },
  };
}

const tagList = () => screen.findByRole('list', { name: 'Tagi' });

describe('the categories screen', () => {
  it('removes a tag only after the confirmation, and says so', async () => {
    const { requests } = renderApp('/categories', { session: admin, api: tagsApi(() => json(204)) });
    await userEvent.click(within(await tagList()).getByRole('button', { name: 'Usuń: seo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć tag „seo”?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto: seo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Nie ma jeszcze żadnego tagu. Dodaj pierwszy powyżej.')).toBeTruthy();
  });

  it('keeps the dialog open with the server’s refusal, and closes it on request', async () => {
    const refusal = 'Tag seo jest używany przez 3 domeny.';
    renderApp('/categories', { session: admin, api: tagsApi(() => json(409, { message: refusal })) });
    await userEvent.click(within(await tagList()).getByRole('button', { name: 'Usuń: seo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć tag „seo”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(await tagList()).getByText('seo')).toBeTruthy();
  });

  it('leaves the tag alone when the administrator cancels', async () => {
    const { requests } = renderApp('/categories', { session: admin, api: tagsApi(() => json(204)) });
    await userEvent.click(within(await tagList()).getByRole('button', { name: 'Usuń: seo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć tag „seo”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});
