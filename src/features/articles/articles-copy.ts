import { USER_ARTICLE_STATUS_LABELS } from '../../kernel/user-article';
import { formatByteLimit, type ArticleLimits } from '../../kernel/article-submission';
import type { PluralForms } from '../../i18n/plural';
import { formatInteger } from '../../i18n/format';
import { portalsCopy } from '../catalogue';

/** Copy of "Moje publikacje": /user-articles and /user-articles/{id} with the article form. */
export const articlesCopy = {
  intro: 'Każda opłacona publikacja sponsorowana jest tutaj. Wyślij artykuł do tych, które czekają na treść.',
  publicationForms: { one: 'publikacja', few: 'publikacje', many: 'publikacji' } satisfies PluralForms,
  statuses: USER_ARTICLE_STATUS_LABELS,
  offers: portalsCopy.offers,
  linkTypes: portalsCopy.linkTypes,
  filter: {
    label: 'Status',
    all: 'Wszystkie',
    reset: 'Pokaż wszystkie',
  },
  list: {
    region: 'Publikacje',
    table: 'Moje publikacje',
    pagination: 'Strony listy publikacji',
    loading: 'Wczytywanie publikacji…',
    failed: 'Nie udało się wczytać publikacji.',
    slow: 'Wczytywanie trwa dłużej niż zwykle…',
    empty: 'Nie masz jeszcze opłaconych publikacji sponsorowanych.',
    emptyLink: 'Zamów publikację sponsorowaną',
    emptyFiltered: 'Brak publikacji o tym statusie.',
  },
  columns: {
    publication: 'Publikacja',
    portal: 'Portal',
    offer: 'Rodzaj',
    linkType: 'Link',
    status: 'Status',
    date: 'Data',
  },
  /** The name of a publication: its title once sent, its number before. */
  nameOf: (article: { id: number; title: string | null }) => article.title ?? `Publikacja nr ${article.id}`,
  status: {
    published: 'Zobacz artykuł',
    publishedNewTab: '(otwiera się w nowej karcie)',
    reason: (reason: string) => `Powód: ${reason}`,
    writtenForYou: 'Artykuł przygotowuje Domenika',
  },
  detail: {
    loading: 'Wczytywanie publikacji…',
    failed: 'Nie udało się wczytać publikacji.',
    notFound: 'Nie znaleziono tej publikacji.',
    backToList: 'Wróć do listy publikacji',
    facts: 'Szczegóły publikacji',
    portal: 'Portal',
    offer: 'Rodzaj publikacji',
    linkType: 'Typ linku',
    status: 'Status',
    order: 'Zamówienie',
    orderLink: (id: number) => `Zamówienie nr ${id}`,
    paidAt: 'Opłacono',
    title: 'Tytuł',
    links: 'Linki',
    text: 'Treść',
    file: (name: string) => `Plik: ${name}`,
    pasted: (chars: number) => `Wklejony tekst (${formatInteger(chars)} znaków)`,
    notes: 'Uwagi dla redakcji',
    writtenForYou:
      'Tę publikację zamówiono z przygotowaniem artykułu: artykuł napisze dla Ciebie zespół Domeniki. Nie musisz niczego wysyłać — damy znać, gdy będzie opublikowany.',
    inReview: 'Artykuł jest w weryfikacji. Damy znać e-mailem, gdy zostanie opublikowany.',
    published: 'Artykuł jest opublikowany.',
    rejected: 'Artykuł został odrzucony.',
  },
  form: {
    heading: 'Wyślij artykuł',
    intro: 'Podaj tytuł, linki i treść artykułu. Sprawdzimy go przed publikacją.',
    title: 'Tytuł artykułu',
    links: 'Linki w artykule',
    linksAllowed: (max: number) =>
      max === 1 ? 'Ta publikacja mieści 1 link.' : `Ta publikacja mieści do ${max} linków.`,
    url: (n: number) => `Adres strony (link ${n})`,
    urlPlaceholder: 'https://twoja-strona.pl',
    anchor: (n: number) => `Tekst linku (link ${n})`,
    addLink: 'Dodaj link',
    removeLink: (n: number) => `Usuń link ${n}`,
    source: 'Jak przekażesz treść?',
    sources: { text: 'Wklejam tekst', file: 'Dołączam plik' },
    content: 'Treść artykułu',
    contentLimit: (limits: ArticleLimits) =>
      `Tekst lub HTML, najwyżej ${formatInteger(limits.max_content_chars)} znaków.`,
    file: 'Plik z artykułem',
    fileLimit: (limits: ArticleLimits) =>
      `Dozwolone formaty: ${limits.allowed_extensions.join(', ')}. Największy plik: ${formatByteLimit(limits.max_file_bytes)}.`,
    chosen: (name: string) => `Wybrany plik: ${name}`,
    notes: 'Uwagi dla redakcji (opcjonalnie)',
    submit: 'Wyślij artykuł',
    retry: 'Wyślij ponownie',
    progress: 'Postęp wysyłania',
    progressValue: (percent: number) => `Wysłano ${percent} %`,
    cancel: 'Przerwij wysyłanie',
    sent: 'Artykuł wysłany. Sprawdzimy go i damy znać.',
    limitsFailed: 'Nie udało się wczytać limitów przesyłania plików.',
    limitsLoading: 'Wczytywanie formularza…',
    retryLimits: 'Spróbuj ponownie',
  },
} as const;
