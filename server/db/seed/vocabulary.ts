/** Polish words for demo domain and portal names, written without diacritics as in real domain names. */
export const WORDS = [
  'auto', 'moto', 'dom', 'ogrod', 'meble', 'kuchnia', 'zdrowie', 'uroda', 'fitness', 'dieta', 'kredyty', 'finanse',
  'pozyczki', 'ubezpieczenia', 'prawnik', 'adwokat', 'notariusz', 'dentysta', 'lekarz', 'apteka', 'remont',
  'budowa', 'dachy', 'okna', 'drzwi', 'podlogi', 'farby', 'elektryk', 'hydraulik', 'klima', 'fotowoltaika',
  'energia', 'turystyka', 'podroze', 'wakacje', 'hotel', 'noclegi', 'pensjonat', 'wczasy', 'gory', 'morze',
  'mazury', 'szkola', 'kursy', 'jezyki', 'korepetycje', 'studia', 'praca', 'kariera', 'rekrutacja', 'biuro',
  'firma', 'biznes', 'marketing', 'reklama', 'seo', 'strony', 'sklep', 'zakupy', 'promocje', 'okazje', 'moda',
  'buty', 'odziez', 'bizuteria', 'zegarki', 'prezenty', 'kwiaty', 'wesele', 'slub', 'dzieci', 'mama', 'zabawki',
  'zwierzeta', 'pies', 'kot', 'weterynarz', 'rolnik', 'traktor', 'nasiona', 'dzialka', 'nieruchomosci',
  'mieszkania', 'domy', 'grunty', 'wynajem', 'sprzedaz', 'transport', 'przeprowadzki', 'kurier', 'taxi',
  'laweta', 'opony', 'czesci', 'warsztat', 'myjnia', 'serwis', 'komputery', 'telefony', 'gry', 'muzyka', 'kino',
  'ksiazki', 'sport', 'rower', 'bieganie', 'narty', 'wedkarstwo', 'gotowanie', 'przepisy', 'kawa', 'herbata',
  'wino', 'piwo', 'pizza', 'catering', 'restauracja', 'cukiernia', 'piekarnia', 'eko', 'bio', 'zielony',
] as const;

export const CITIES = [
  'warszawa', 'krakow', 'gdansk', 'wroclaw', 'poznan', 'lodz', 'katowice', 'lublin', 'szczecin', 'bydgoszcz',
  'bialystok', 'rzeszow', 'torun', 'kielce', 'olsztyn', 'opole', 'gliwice', 'zabrze', 'radom', 'sopot', 'gdynia',
  'zakopane', 'czestochowa', 'sosnowiec', 'bielsko', 'tarnow', 'plock', 'elblag', 'legnica', 'kalisz', 'koszalin',
  'slupsk', 'zamosc', 'przemysl', 'suwalki', 'lomza', 'siedlce', 'pila', 'leszno', 'gniezno',
] as const;

export const SUFFIXES = ['24', 'online', 'plus', 'expert', 'centrum', 'portal', 'info', 'blog', 'pro', 'max', 'net', 'polska'] as const;

/** TLDs with how often each appears; .pl dominates the Polish aftermarket. */
export const TLDS: ReadonlyArray<readonly [string, number]> = [
  ['pl', 55], ['com.pl', 15], ['eu', 8], ['com', 8], ['net.pl', 5], ['org.pl', 4], ['info.pl', 3], ['waw.pl', 2],
];

/** Industries (branże) with the words that suggest them, for tagging domains and naming portals. */
export const INDUSTRIES: ReadonlyArray<{ name: string; words: readonly string[]; portalWords: readonly string[] }> = [
  { name: 'Motoryzacja', words: ['auto', 'moto', 'opony', 'czesci', 'warsztat', 'myjnia', 'laweta', 'traktor'], portalWords: ['Auto', 'Moto', 'Garaż'] },
  { name: 'Nieruchomości', words: ['nieruchomosci', 'mieszkania', 'domy', 'grunty', 'wynajem', 'dzialka'], portalWords: ['Dom', 'Mieszkanie', 'Lokum'] },
  { name: 'Finanse', words: ['kredyty', 'finanse', 'pozyczki', 'ubezpieczenia'], portalWords: ['Finanse', 'Kasa', 'Portfel'] },
  { name: 'Zdrowie i uroda', words: ['zdrowie', 'uroda', 'dieta', 'apteka', 'lekarz', 'dentysta'], portalWords: ['Zdrowie', 'Uroda', 'Vita'] },
  { name: 'Dom i ogród', words: ['dom', 'ogrod', 'meble', 'kuchnia', 'kwiaty', 'dzialka'], portalWords: ['Ogród', 'Wnętrza', 'Domowy'] },
  { name: 'Turystyka', words: ['turystyka', 'podroze', 'wakacje', 'hotel', 'noclegi', 'pensjonat', 'wczasy', 'gory', 'morze', 'mazury'], portalWords: ['Podróże', 'Wojaże', 'Szlak'] },
  { name: 'Technologia', words: ['komputery', 'telefony', 'gry', 'strony', 'energia', 'fotowoltaika'], portalWords: ['Tech', 'Gadżet', 'Cyfrowy'] },
  { name: 'Edukacja', words: ['szkola', 'kursy', 'jezyki', 'korepetycje', 'studia', 'ksiazki'], portalWords: ['Edukacja', 'Wiedza', 'Nauka'] },
  { name: 'Prawo', words: ['prawnik', 'adwokat', 'notariusz'], portalWords: ['Prawo', 'Paragraf', 'Kodeks'] },
  { name: 'Sport', words: ['sport', 'fitness', 'rower', 'bieganie', 'narty', 'wedkarstwo'], portalWords: ['Sport', 'Forma', 'Trening'] },
  { name: 'Moda', words: ['moda', 'buty', 'odziez', 'bizuteria', 'zegarki'], portalWords: ['Moda', 'Styl', 'Trendy'] },
  { name: 'Gastronomia', words: ['gotowanie', 'przepisy', 'kawa', 'herbata', 'wino', 'piwo', 'pizza', 'catering', 'restauracja', 'cukiernia', 'piekarnia'], portalWords: ['Kulinarny', 'Smaki', 'Kuchnia'] },
  { name: 'Budownictwo', words: ['remont', 'budowa', 'dachy', 'okna', 'drzwi', 'podlogi', 'farby', 'elektryk', 'hydraulik', 'klima'], portalWords: ['Budowa', 'Remont', 'Majster'] },
  { name: 'Rolnictwo', words: ['rolnik', 'traktor', 'nasiona', 'eko', 'bio'], portalWords: ['Agro', 'Rolnik', 'Wieś'] },
  { name: 'Rozrywka', words: ['muzyka', 'kino', 'gry', 'ksiazki'], portalWords: ['Kultura', 'Rozrywka', 'Scena'] },
  { name: 'Biznes', words: ['firma', 'biznes', 'biuro', 'praca', 'kariera', 'rekrutacja'], portalWords: ['Biznes', 'Firma', 'Przedsiębiorca'] },
  { name: 'Marketing', words: ['marketing', 'reklama', 'seo', 'strony', 'promocje'], portalWords: ['Marketing', 'Reklama', 'Media'] },
  { name: 'Rodzina', words: ['dzieci', 'mama', 'zabawki', 'wesele', 'slub', 'prezenty'], portalWords: ['Rodzina', 'Mama', 'Maluch'] },
  { name: 'Zwierzęta', words: ['zwierzeta', 'pies', 'kot', 'weterynarz'], portalWords: ['Zwierzaki', 'Pupil', 'Psiak'] },
  { name: 'Handel', words: ['sklep', 'zakupy', 'okazje', 'sprzedaz', 'transport', 'przeprowadzki', 'kurier', 'taxi'], portalWords: ['Zakupy', 'Handel', 'Rynek'] },
];

export const TAGS = [
  'Wiek 10+ lat', 'Historia w Archive.org', 'Czysty profil linków', 'Polskie linki', 'Krótka nazwa', 'Premium',
  'Marka', 'Ruch organiczny', 'Wysoki DR', 'Po wygaśnięciu', 'Słowo kluczowe', 'Lokalna', 'Linki z .edu', 'Linki z .gov',
  'Bez spamu', 'Tematyczna', 'Z treścią', 'Nowość',
] as const;

export const PORTAL_KINDS = ['Portal', 'Blog', 'Magazyn', 'Serwis', 'Poradnik', 'Strefa', 'Świat', 'Przewodnik', 'Dziennik', 'Centrum'] as const;

export const FIRST_NAMES = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał', 'Joanna', 'Krzysztof', 'Monika', 'Marcin', 'Ewa', 'Łukasz', 'Aleksandra', 'Jakub'] as const;
export const LAST_NAMES = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk'] as const;

/** The feminine form of a Polish surname ending in -ski/-cki/-dzki, as "Kowalska". */
export function surnameFor(first: string, last: string): string {
  const feminine = first.endsWith('a') && first !== 'Kuba';
  return feminine ? last.replace(/(sk|ck|dzk)i$/, '$1a') : last;
}
