import type { RedirectPhase } from '../../kernel/redirect';
import { type PluralForms, countOf, pluralForm } from '../../kernel/polish';

const dayForms: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };

/** Copy of "Przekierowania": /redirects and /redirects/{id}. */
export const redirectsCopy = {
  intro:
    'Twoje wynajmy 301: domena przekierowuje odwiedzających i moc linków na wskazany adres. Możesz zmienić adres docelowy, dopóki wynajem trwa.',
  redirectForms: { one: 'przekierowanie', few: 'przekierowania', many: 'przekierowań' } satisfies PluralForms,
  phases: {
    pending: 'Oczekuje na start',
    active: 'Aktywne',
    expiring: 'Wygasa wkrótce',
    expired: 'Wygasłe',
    cancelled: 'Anulowane',
  } satisfies Record<RedirectPhase, string>,
  /** What an expiring redirect's badge adds: how long is left. */
  daysLeft: (days: number) =>
    days <= 1
      ? 'ostatni dzień'
      : `${pluralForm(days, { one: 'został', few: 'zostały', many: 'zostało' })} ${countOf(days, dayForms)}`,
  period: (days: number) => countOf(days, dayForms),
  noTarget: 'nie ustawiono',
  notStarted: 'po opłaceniu',
  list: {
    region: 'Przekierowania',
    table: 'Moje przekierowania 301',
    pagination: 'Strony listy przekierowań',
    loading: 'Wczytywanie przekierowań…',
    failed: 'Nie udało się wczytać przekierowań.',
    slow: 'Wczytywanie trwa dłużej niż zwykle…',
    empty: 'Nie masz jeszcze wynajętych przekierowań 301.',
    emptyLink: 'Wybierz domenę do wynajmu 301',
    expiringNotice: (count: number) =>
      `${countOf(count, { one: 'przekierowanie wygasa', few: 'przekierowania wygasają', many: 'przekierowań wygasa' })} w ciągu 7 dni.`,
  },
  columns: {
    domain: 'Domena',
    target: 'Adres docelowy',
    period: 'Okres',
    starts: 'Początek',
    ends: 'Koniec',
    status: 'Status',
  },
  detail: {
    facts: 'Szczegóły przekierowania',
    failed: 'Nie udało się wczytać przekierowania.',
    notFound: 'Nie znaleziono tego przekierowania.',
    backToList: 'Wróć do listy przekierowań',
    order: 'Zamówienie',
    orderLink: (id: number) => `Zamówienie nr ${id}`,
    expiringNotice: (days: number) =>
      `To przekierowanie wygasa za ${countOf(days, dayForms)}. Aby je przedłużyć, wynajmij domenę ponownie.`,
    closed: 'Tego przekierowania nie można już zmienić.',
  },
  form: {
    heading: 'Zmień adres docelowy',
    target: 'Nowy adres docelowy',
    targetHint: 'Pełny adres strony, np. https://twoj-sklep.pl/oferta. Nie może prowadzić do tej samej domeny.',
    submit: 'Zmień adres',
    pending: 'Wysyłanie prośby o zmianę…',
    unchanged: 'To jest obecny adres docelowy.',
  },
};
