/** One part of the statement: a heading, its paragraphs and, where the content is a list, its items. */
export interface StatementSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/**
 * Copy of the accessibility statement (Deklaracja dostępności), in the order Polish shops publish it: the commitment,
 * the standard, the status with known gaps, the dates, how it was assessed, feedback, the request procedure and
 * architectural accessibility. The dates are those of the last review; change them at every review.
 */
export const accessibilityCopy = {
  commitment: {
    heading: 'Nasze zobowiązanie',
    paragraphs: [
      'Domenika zobowiązuje się zapewnić dostępność swojej aplikacji internetowej — sklepu z domenami, portalami i publikacjami sponsorowanymi — osobom z niepełnosprawnościami i wszystkim, którzy korzystają z niej w nietypowy sposób: wyłącznie z klawiatury, z czytnikiem ekranu, z powiększeniem albo na małym ekranie.',
      'Deklaracja dotyczy aplikacji dostępnej pod tym adresem, w wersji dla gości, klientów i administratorów. Sklep jest usługą handlu elektronicznego, do której od 28 czerwca 2025 r. stosuje się wymagania dostępności wynikające z europejskiego aktu o dostępności (dyrektywa (UE) 2019/882) i przepisów, które wprowadzają go w Polsce.',
    ],
  },
  standard: {
    heading: 'Standard',
    paragraphs: [
      'Za miarę dostępności przyjmujemy Wytyczne dla dostępności treści internetowych WCAG 2.1 na poziomie AA, na których opiera się norma zharmonizowana EN 301 549.',
    ],
  },
  status: {
    heading: 'Stan dostępności',
    paragraphs: ['Aplikacja jest częściowo zgodna ze standardem WCAG 2.1 AA. Znane nam niezgodności i wyłączenia:'],
    items: [
      'Inspektor maszyn stanów (tryb QA) jest narzędziem dla testerów, niewidocznym dla klientów. Jego diagramy i dziennik zdarzeń nie są dostępne dla czytników ekranu i nie były badane.',
      'Faktury w formacie PDF nie mają struktury znaczników, dlatego czytnik ekranu może odczytać je niepełnie. Na życzenie przekażemy dane faktury w dostępnej postaci.',
      'Szerokie tabele (na przykład lista domen) na wąskich ekranach przewijają się w poziomie wewnątrz swojej ramki; kolumna z nazwą pozostaje wtedy na miejscu.',
      'Strony zewnętrzne, na które przechodzisz w trakcie korzystania ze sklepu (płatności, usługa escrow, logowanie przez zewnętrznego dostawcę), nie należą do nas i nie obejmuje ich ta deklaracja.',
      'Treści publikacji sponsorowanych przygotowują zamawiający; nie sprawdzamy ich dostępności.',
    ],
  },
  dates: {
    heading: 'Daty',
    prepared: 'Data sporządzenia deklaracji:',
    reviewed: 'Data ostatniego przeglądu i aktualizacji:',
    /** ISO date for the time elements, and how it reads. */
    preparedOn: { iso: '2026-11-25', label: '25 listopada 2026 r.' },
    reviewedOn: { iso: '2026-11-25', label: '25 listopada 2026 r.' },
  },
  assessment: {
    heading: 'Sposób oceny',
    paragraphs: [
      'Deklarację sporządziliśmy na podstawie samooceny przeprowadzonej przez zespół, który tworzy aplikację:',
    ],
    items: [
      'automatyczne testy narzędziem axe-core, uruchamiane w przeglądarce na ekranach aplikacji i w jej oknach dialogowych, dla obu ról użytkowników;',
      'testy obsługi wyłącznie z klawiatury w głównych ścieżkach: logowanie, filtrowanie domen, koszyk, zamówienie i płatność, escrow, zmiana hasła, obsługa zamówień przez administratora;',
      'przegląd układu stron przy szerokości ekranu od 1366 do 390 pikseli.',
    ],
  },
  feedback: {
    heading: 'Informacje zwrotne i dane kontaktowe',
    paragraphs: [
      'Jeśli zauważysz problem z dostępnością albo potrzebujesz informacji z aplikacji w innej, dostępnej formie, napisz do nas. Odpowiadamy na każdą wiadomość.',
    ],
    emailLabel: 'Adres e-mail:',
  },
  procedure: {
    heading: 'Procedura wnioskowo-skargowa',
    paragraphs: [
      'Każdy ma prawo zażądać zapewnienia dostępności aplikacji, jej części albo konkretnej informacji, a także dostępu alternatywnego, na przykład odczytania treści albo przesłania jej w innym formacie.',
      'Żądanie powinno zawierać dane osoby zgłaszającej, wskazanie, o którą stronę lub informację chodzi, oraz sposób kontaktu. Jeśli potrzebujesz informacji w formie alternatywnej, napisz, w jakiej.',
      'Odpowiemy niezwłocznie, nie później niż w ciągu 7 dni od otrzymania żądania. Jeśli w tym terminie nie będziemy mogli zapewnić dostępności, poinformujemy Cię, kiedy to zrobimy, i zaproponujemy dostęp alternatywny.',
      'Jeśli odmówimy albo nasza odpowiedź Cię nie zadowoli, możesz złożyć skargę do organu nadzoru właściwego w sprawach dostępności usług albo zwrócić się o pomoc do Rzecznika Praw Obywatelskich.',
    ],
  },
  architecture: {
    heading: 'Dostępność architektoniczna',
    paragraphs: [
      'Domenika jest sklepem internetowym i nie prowadzi obsługi klientów w lokalu, dlatego informacje o dostępności architektonicznej budynków nie mają zastosowania.',
    ],
  },
} as const;
