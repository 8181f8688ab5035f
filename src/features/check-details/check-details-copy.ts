import { countOf } from '../../kernel/polish';

const nameForms = { one: 'nazwa', few: 'nazwy', many: 'nazw' };
const duplicateForms = { one: 'duplikat', few: 'duplikaty', many: 'duplikatów' };
const draftForms = { one: 'szkic', few: 'szkice', many: 'szkiców' };

/** Copy of the administrators' "Sprawdź szczegóły" screen, /check-details. */
export const checkDetailsCopy = {
  intro:
    'Wklej do 500 nazw domen – każdą w osobnym wierszu albo oddzielone przecinkami, średnikami lub spacjami. Adresy z http://, www. i ścieżką też zadziałają.',
  field: { label: 'Nazwy domen' },
  /** The live count under the field: "12 nazw, 3 duplikaty". */
  count: (names: number, duplicates: number) => `${countOf(names, nameForms)}, ${countOf(duplicates, duplicateForms)}`,
  check: 'Sprawdź',
  checking: 'Sprawdzanie…',
  merged: (count: number) =>
    count === 0 ? 'Bez duplikatów.' : `Połączono duplikaty: ${countOf(count, duplicateForms)} (po ujednoliceniu nazw).`,
  table: 'Wyniki sprawdzenia',
  columns: {
    name: 'Domena',
    asciiName: 'Nazwa ASCII (punycode)',
    state: 'Wynik',
    status: 'Status',
    price: 'Cena',
    dfs_rating: 'DFS',
    backlinks: 'Linki zwrotne',
    ref_domains: 'Domeny odsyłające',
    max_visibility: 'Widoczność',
  },
  states: {
    in_catalogue: 'W katalogu',
    not_in_catalogue: 'Nie ma w katalogu',
    invalid: 'Nieprawidłowa nazwa',
  },
  /** "Nieprawidłowa nazwa: powód". */
  invalidBecause: (reason: string) => `Nieprawidłowa nazwa: ${reason}`,
  metricsUnavailable: 'Metryki niedostępne',
  metricsUnknown: 'Brak metryk u dostawcy',
  provider: {
    not_configured: 'Dostawca metryk nie jest skonfigurowany – metryki domen spoza katalogu są niedostępne.',
    failed: 'Dostawca metryk nie odpowiedział – metryki domen spoza katalogu są niedostępne.',
  },
  exportCsv: 'Eksportuj CSV',
  csvFileName: 'sprawdz-szczegoly.csv',
  importButton: (count: number) => `Importuj nieznane jako szkice (${count})`,
  confirm: {
    title: 'Zaimportować nieznane domeny?',
    body: (count: number) =>
      `Do katalogu trafi ${countOf(count, { one: 'nowa domena', few: 'nowe domeny', many: 'nowych domen' })} jako ukryte szkice z ceną 0 zł. Klienci ich nie zobaczą, dopóki nie ustawisz ceny i statusu w „Domeny”.`,
    confirm: 'Importuj',
    cancel: 'Anuluj',
  },
  importing: 'Importowanie…',
  imported: (created: number, skipped: number) =>
    `Zaimportowano ${countOf(created, draftForms)}.${skipped > 0 ? ` Pominięto ${countOf(skipped, nameForms)} – są już w katalogu.` : ''} Znajdziesz je w „Domeny” ze statusem „Szkic”.`,
} as const;
