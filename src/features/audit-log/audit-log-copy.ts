import type { Schemas } from '../../contract/types';

/** Copy of the audit log panel ("Historia zmian") on the domain's, the user's and the order's admin pages. */
export const auditLogCopy = {
  title: 'Historia zmian',
  table: 'Historia zmian',
  pagination: 'Strony historii zmian',
  entryForms: { one: 'zmiana', few: 'zmiany', many: 'zmian' },
  loading: 'Wczytywanie historii zmian…',
  failed: 'Nie udało się wczytać historii zmian.',
  empty: 'Brak zmian',
  columns: { at: 'Kiedy', actor: 'Kto', action: 'Zmiana', details: 'Szczegóły' },
  /** The administrator's account no longer exists; the entry stays. */
  unknownActor: 'Konto usunięte',
  from: (ip: string) => `z adresu ${ip}`,
  /** Screen readers read "→" as nothing useful. */
  changedTo: 'zmieniono na',
  none: '—',
  yes: 'tak',
  no: 'nie',
  actions: {
    'domain.create': 'Dodanie domeny',
    'domain.update': 'Edycja domeny',
    'domain.bulk_update': 'Zmiana zbiorcza',
    'domain.delete': 'Usunięcie domeny',
    'industry.create': 'Dodanie branży',
    'industry.delete': 'Usunięcie branży',
    'tag.create': 'Dodanie tagu',
    'tag.delete': 'Usunięcie tagu',
    'user.privileges': 'Zmiana uprawnień',
    'user.identity': 'Zmiana danych konta',
    'order.status': 'Zmiana statusu',
    'check_details.import': 'Import w „Sprawdź szczegóły”',
  } satisfies Record<Schemas['AuditAction'], string>,
  /** Field names the domain form does not already name. */
  fields: {
    name: 'Nazwa',
    slug: 'Adres (slug)',
    status: 'Status',
    note: 'Notatka',
    privileges: 'Uprawnienia',
    email: 'E-mail',
    redirect_price: 'Przekierowanie 301',
  } as Record<string, string>,
  redirectPeriod: (days: string) => `${days} dni`,
} as const;
