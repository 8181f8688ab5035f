import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { latestMail, linkIn, registerConfirmedCustomer, signInQuickly, signInWithForm } from './support/session';
import { apiToken, bearer } from './support/shop';

// Every journey here changes its account, so each one registers a customer of its own.
test.describe('the profile screen', () => {
  test('an edited name is saved and still there after a reload', async ({ page }) => {
    const account = await registerConfirmedCustomer(page.request, 'Profil Imię');
    await signInQuickly(page, account);
    await page.goto('/profile');
    const details = page.getByRole('form', { name: 'Dane konta' });
    await details.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Profil Zmienione');
    await details.getByRole('textbox', { name: 'Telefon (opcjonalnie)' }).fill('+48 600 100 200');
    await details.getByRole('button', { name: 'Zapisz dane' }).click();
    await expect(page.getByText('Zapisano dane konta.')).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Dane konta' });
    await expect(reloaded.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue('Profil Zmienione');
    await expect(reloaded.getByRole('textbox', { name: 'Telefon (opcjonalnie)' })).toHaveValue('+48 600 100 200');
  });

  test('company data comes from the registry with "Pobierz dane", is saved, and shows after a reload', async ({
    page,
  }) => {
    const account = await registerConfirmedCustomer(page.request, 'Profil Firma');
    await signInQuickly(page, account);
    await page.goto('/profile');
    const company = page.getByRole('form', { name: 'Dane firmy' });
    await company.getByText('Kupuję jako firma').click();
    const nip = company.getByRole('textbox', { name: 'NIP' });
    await nip.fill('5260250275');
    await expect(company.getByText('Nieprawidłowy NIP')).toBeVisible();
    await nip.fill('5260250274');
    await expect(company.getByText('Nieprawidłowy NIP')).toBeHidden();

    await company.getByRole('button', { name: 'Pobierz dane' }).click();
    await expect(company.getByText('Czynny')).toBeVisible();
    await expect(company.getByRole('textbox', { name: 'Nazwa firmy' })).toHaveValue('Przykładowa Spółka z o.o.');
    const address = page.getByRole('form', { name: 'Adres rozliczeniowy' });
    await expect(address.getByRole('textbox', { name: 'Ulica i numer' })).toHaveValue('ul. Świętokrzyska 12');
    await expect(address.getByRole('textbox', { name: 'Kod pocztowy' })).toHaveValue('00-916');
    await expect(address.getByRole('textbox', { name: 'Miejscowość' })).toHaveValue('Warszawa');

    await company.getByRole('button', { name: 'Zapisz dane firmy' }).click();
    await expect(page.getByText('Zapisano dane firmy.')).toBeVisible();
    await address.getByRole('button', { name: 'Zapisz adres' }).click();
    await expect(page.getByText('Zapisano adres.')).toBeVisible();

    await page.reload();
    const saved = page.getByRole('form', { name: 'Dane firmy' });
    await expect(saved.getByRole('checkbox', { name: 'Kupuję jako firma' })).toBeChecked();
    await expect(saved.getByRole('textbox', { name: 'NIP' })).toHaveValue('5260250274');
    await expect(saved.getByRole('textbox', { name: 'Nazwa firmy' })).toHaveValue('Przykładowa Spółka z o.o.');
    const savedAddress = page.getByRole('form', { name: 'Adres rozliczeniowy' });
    await expect(savedAddress.getByRole('textbox', { name: 'Ulica i numer' })).toHaveValue('ul. Świętokrzyska 12');
    await expect(savedAddress.getByRole('textbox', { name: 'Kod pocztowy' })).toHaveValue('00-916');
  });

  test('a changed password: mismatch first, then success; other sessions end, and the new one signs in', async ({
    page,
  }) => {
    const account = await registerConfirmedCustomer(page.request, 'Profil Hasło');
    // A session in "another browser", which the change must sign out.
    const otherSession = await apiToken(page.request, account);
    await signInQuickly(page, account);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmień hasło' });
    await dialog.getByLabel('Hasło', { exact: true }).fill(account.password);
    await dialog.getByLabel('Nowe hasło', { exact: true }).fill('Zupelnie-Nowe9!');
    await dialog.getByLabel('Potwierdź nowe hasło').fill('Inne-Haslo9!');
    await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(dialog.getByText('Hasła nie pasują')).toBeVisible();

    await dialog.getByLabel('Potwierdź nowe hasło').fill('Zupelnie-Nowe9!');
    await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByText('Hasło zostało zmienione.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // This session stays; the other one is over.
    await expect(page.getByRole('heading', { name: 'Dane konta' })).toBeVisible();
    expect((await page.request.get('/api/me', { headers: bearer(otherSession) })).status()).toBe(401);

    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await signInWithForm(page, { email: account.email, password: 'Zupelnie-Nowe9!' });
    await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeAttached();
    await page.goto('/profile');
    await expect(page.getByRole('form', { name: 'Dane konta' }).getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      account.email,
    );
  });

  test('a new e-mail waits for the link mailed to it; following the link from the outbox makes it the address', async ({
    page,
  }) => {
    const account = await registerConfirmedCustomer(page.request, 'Profil E-mail');
    const newEmail = `nowy.${account.email}`;
    await signInQuickly(page, account);
    await page.goto('/profile');
    const details = page.getByRole('form', { name: 'Dane konta' });
    await details.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
    await details.getByRole('button', { name: 'Zapisz dane' }).click();

    await expect(
      details.getByText(`Wysłaliśmy link potwierdzający na adres ${newEmail}.`, { exact: false }),
    ).toBeVisible();
    await expect(details.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email);
    await expectNoViolations(page);
    // The address in force is told about the request.
    await latestMail(page.request, account.email, 'Prośba o zmianę adresu e-mail');

    const mail = await latestMail(page.request, newEmail, 'Potwierdź nowy adres e-mail');
    const link = linkIn(mail.text);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(`Adres e-mail został zmieniony na ${newEmail}.`)).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'Przejdź do profilu' }).click();
    const updated = page.getByRole('form', { name: 'Dane konta' });
    await expect(updated.getByRole('textbox', { name: 'E-mail' })).toHaveValue(newEmail);
    await expect(updated.getByText('Wysłaliśmy link potwierdzający', { exact: false })).toBeHidden();
    await latestMail(page.request, account.email, 'Adres e-mail został zmieniony');

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toHaveText(
      'Link potwierdzający zmianę adresu e-mail jest nieprawidłowy, wygasł albo został już użyty.',
    );
  });

  test('a password the documentation publishes is refused beside the new password field', async ({ page }) => {
    const account = await registerConfirmedCustomer(page.request, 'Profil Demo Hasło');
    await signInQuickly(page, account);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmień hasło' });
    await dialog.getByLabel('Hasło', { exact: true }).fill(account.password);
    await dialog.getByLabel('Nowe hasło', { exact: true }).fill('Klient123!');
    await dialog.getByLabel('Potwierdź nowe hasło').fill('Klient123!');
    await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(dialog.getByText('To hasło jest opublikowane w dokumentacji i nie może być użyte.')).toBeVisible();
    await expect(dialog.getByLabel('Nowe hasło', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('/profile and its password popup have no accessibility violations', async ({ page }) => {
    const account = await registerConfirmedCustomer(page.request, 'Profil Dostępność');
    await signInQuickly(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Dane konta' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmień hasło' });
    await dialog.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(dialog.getByText('Pole powinno być uzupełnione').first()).toBeVisible();
    await expectNoViolations(page);
  });
});
