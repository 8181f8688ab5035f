import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { ADMIN, signInQuickly } from './support/session';
import { apiToken, bearer } from './support/shop';

// A domain of this journey's own, created here, so no other journey edits it meanwhile.
const input = (name: string, price: number) => ({
  name,
  type: 2,
  status: 'hidden',
  description: 'Domena do historii zmian',
  price,
  sale_price: 100,
  rent_price: null,
  redirect_price: null,
  dfs_rating: 10,
  backlinks: 10,
  ref_domains: 5,
  max_visibility: 1,
  anchor_links: 1,
  tags: [],
  industries: [],
});

test('the domain page shows its change history, newest first, with who changed what', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const name = `historia-${test.info().workerIndex}-${test.info().retry}-${Math.floor(Math.random() * 1e9)}.pl`;
  const created = await request.post('/api/admin/domains', { headers: bearer(token), data: input(name, 400) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const edited = await request.put(`/api/admin/domains/${id}`, { headers: bearer(token), data: input(name, 450) });
  expect(edited.status()).toBe(200);

  await signInQuickly(page, ADMIN);
  await page.goto(`/manage/${id}`);
  const history = page.getByRole('region', { name: 'Historia zmian' });
  const rows = history.getByRole('table', { name: 'Historia zmian' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Edycja domeny');
  await expect(rows.nth(1)).toContainText(ADMIN.name);
  await expect(rows.nth(1).getByRole('listitem')).toHaveText(/Cena:\s*400,00\s*zł.*450,00\s*zł/);
  await expect(rows.nth(2)).toContainText('Dodanie domeny');
  await expectNoViolations(page);

  // Nothing in the API rewrites the log.
  const removal = await request.delete(`/api/admin/audit-log?entity=domain&entity_id=${id}`, {
    headers: bearer(token),
  });
  expect(removal.status()).not.toBe(204);
});
