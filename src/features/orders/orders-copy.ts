import { PUBLICATION_OFFER_NAMES } from '../cart';
import { portalsCopy } from '../catalogue';
import { countOf, type PluralForms } from '../../kernel/polish';
import { ORDER_STATUS_LABELS } from '../../i18n/order-status';

const dayForms: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };

/** Copy of the customer's orders: /orders, /orders/{id}, the order view and the invoice download. */
export const ordersCopy = {
  intro: 'Twoje zamówienia, od najnowszego. Kliknij numer zamówienia, aby zobaczyć szczegóły i pobrać fakturę.',
  orderForms: { one: 'zamówienie', few: 'zamówienia', many: 'zamówień' } satisfies PluralForms,
  statuses: ORDER_STATUS_LABELS,
  filter: {
    label: 'Status',
    all: 'Wszystkie',
    reset: 'Pokaż wszystkie',
  },
  list: {
    region: 'Zamówienia',
    table: 'Moje zamówienia',
    pagination: 'Strony listy zamówień',
    loading: 'Wczytywanie zamówień…',
    failed: 'Nie udało się wczytać zamówień.',
    slow: 'Wczytywanie trwa dłużej niż zwykle…',
    empty: 'Nie masz jeszcze żadnych zamówień.',
    emptyLink: 'Przejdź do listy domen',
    emptyFiltered: 'Brak zamówień o tym statusie.',
  },
  columns: {
    number: 'Numer',
    date: 'Data',
    status: 'Status',
    net: 'Netto',
    vat: 'VAT',
    gross: 'Brutto',
  },
  kinds: {
    purchase: 'Kupuję',
    rental: 'Dzierżawię',
    redirect_rental: 'Wynajmuję (301)',
  },
  itemKinds: {
    domain: 'Domena',
    webPortal: 'Portal',
    publication: 'Publikacja sponsorowana',
  },
  offers: PUBLICATION_OFFER_NAMES,
  linkTypes: portalsCopy.linkTypes,
  detail: {
    failed: 'Nie udało się wczytać zamówienia.',
    notFound: 'Nie znaleziono tego zamówienia.',
    backToList: 'Wróć do listy zamówień',
    summary: (number: string) => `Zamówienie ${number}`,
    number: 'Numer zamówienia',
    kind: 'Rodzaj',
    placedAt: 'Złożone',
    status: 'Status',
    items: 'Zamówione pozycje',
    item: {
      kind: 'Rodzaj',
      name: 'Nazwa',
      term: 'Okres / liczba',
      unitPrice: 'Cena jedn. netto',
      net: 'Wartość netto',
    },
    period: (days: number) => `przekierowanie na ${countOf(days, dayForms)}`,
    count: (count: number) => `${count} szt.`,
    withArticle: 'z przygotowaniem artykułu',
    discount: (code: string) => `Rabat (kod ${code})`,
    net: 'Netto',
    vat: (rate: number) => `VAT ${Math.round(rate * 100)}%`,
    gross: 'Brutto',
    timeline: 'Historia statusu',
    invoices: 'Faktury',
    noInvoices: 'Faktura pojawi się tutaj po zaksięgowaniu wpłaty.',
    issued: (date: string) => `wystawiona ${date}`,
  },
  invoice: {
    downloadShort: 'Pobierz PDF',
    /** Completes the button's name for screen readers, which hear every invoice's button. */
    of: (number: string) => `faktury ${number}`,
    saved: (fileName: string) => `Zapisano plik ${fileName}.`,
    failed: 'Nie udało się pobrać faktury. Spróbuj ponownie za chwilę.',
    timedOut: 'Pobieranie faktury trwa dłużej niż 15 sekund. Sprawdź połączenie i spróbuj ponownie.',
  },
};
