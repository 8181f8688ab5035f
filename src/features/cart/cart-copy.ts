import type { PluralForms } from '../../kernel/polish';

/** The short names of the publication offers, in the cart and in the checkout's summary. */
export const PUBLICATION_OFFER_NAMES: Record<string, string> = {
  permanent_publication: 'Publikacja stała',
  advertising_link: 'Link reklamowy',
  economic_publication: 'Publikacja ekonomiczna',
  permanent_publication_premium: 'Publikacja stała premium',
};

/** Copy of the cart: the toggle buttons, the header button, the cart panel and the cart machine's messages. */
export const cartCopy = {
  added: 'Dodano do koszyka',
  add: 'Dodaj do koszyka',
  remove: 'Usuń z koszyka',
  column: 'Koszyk',
  saveFailed:
    'Nie udało się zapisać koszyka w pamięci przeglądarki. Koszyk zostaje w tym oknie; zapiszemy go przy następnej zmianie.',
  loadFailed: 'Nie udało się wczytać zapisanego koszyka. Możesz dalej dodawać produkty.',
  header: {
    button: 'Koszyk',
    /** "Koszyk, 3 pozycje". */
    buttonNamed: (count: string) => `Koszyk, ${count}`,
    items: { one: 'pozycja', few: 'pozycje', many: 'pozycji' } satisfies PluralForms,
  },
  panel: {
    title: 'Koszyk',
    close: 'Zamknij koszyk',
    empty: 'Koszyk jest pusty.',
    emptyHint: 'Dodaj domeny, portale lub publikacje, aby złożyć zamówienie.',
    loading: 'Wczytywanie koszyka…',
    domains: 'Domeny',
    portals: 'Portale',
    publications: 'Publikacje',
    removeItem: (name: string) => `Usuń ${name}`,
    checkout: 'Przejdź do kasy',
    clear: 'Wyczyść koszyk',
    clearTitle: 'Wyczyścić koszyk?',
    clearText: 'Wszystkie produkty, kod rabatowy i wybrany tryb zostaną usunięte z koszyka.',
    clearConfirm: 'Wyczyść',
    cancel: 'Anuluj',
    notForRent: 'Niedostępna w dzierżawie',
    noRedirect: 'Niedostępna w wynajmie 301',
    notInThisCheckout: 'Nie wchodzi do tego zamówienia (zostaje w koszyku)',
    monthlyRent: (amount: string) => `${amount} / mies.`,
    count: (count: number) => `× ${count}`,
    article: 'z przygotowaniem artykułu',
    linkType: { 0: 'NoFollow', 1: 'Follow' } as Record<0 | 1, string>,
    offer: PUBLICATION_OFFER_NAMES,
  },
  mode: {
    label: 'Tryb zamówienia',
    buy: 'Kupuję',
    rent: 'Dzierżawię',
    redirect: 'Wynajmuję (301)',
  },
  period: {
    label: 'Okres przekierowania',
    days: (days: number) => `${days} dni`,
  },
  discount: {
    label: 'Kod rabatowy',
    apply: 'Zastosuj',
    remove: 'Usuń kod',
    applied: (code: string) => `Kod rabatowy ${code}`,
    percent: (value: string) => `−${value}%`,
    amount: (value: string) => `−${value} od każdej pozycji`,
    scope: { all: 'wszystkie produkty', domain: 'domeny', portal: 'portale', publication: 'publikacje' } as Record<
      'all' | 'domain' | 'portal' | 'publication',
      string
    >,
    unknown: 'Nie ma takiego kodu rabatowego',
    notApplicable: 'Kod rabatowy nie dotyczy produktów w koszyku',
  },
  totals: {
    label: 'Podsumowanie koszyka',
    subtotal: 'Suma netto',
    discount: 'Rabat',
    net: 'Razem netto',
    vat: 'VAT 23%',
    gross: 'Do zapłaty brutto',
    /** Rent mode leases the domains alone; the spec's subtotal still counts the whole cart. */
    orderedOnly: (amount: string) =>
      `Dzierżawa obejmuje tylko domeny: ${amount} brutto. Portale i publikacje zostają w koszyku — zamówisz je w trybie Kupuję.`,
  },
} as const;
