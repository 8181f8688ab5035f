import type { OrderStatus } from '../../kernel/order-status';
import { ORDER_STATUS_LABELS } from '../../i18n/order-status';
import type { AdminOrderKind } from '../../kernel/admin-order-search';
import { ordersCopy } from '../orders';

/** The button that moves an order to a status, as an administrator reads it. */
const MOVE_TO: Record<OrderStatus, string> = {
  new: 'Przywróć jako nowe',
  awaiting_payment: 'Oczekuje na płatność',
  paid: 'Oznacz jako opłacone',
  in_progress: 'Rozpocznij realizację',
  completed: 'Oznacz jako zrealizowane',
  cancelled: 'Anuluj zamówienie',
};

/** Copy of all orders for administrators: /all-orders and /all-orders/{id}. */
export const adminOrdersCopy = {
  intro: 'Wszystkie zamówienia klientów. Filtry i strona są w adresie, więc listę można odświeżyć i przesłać dalej.',
  statuses: ORDER_STATUS_LABELS,
  orderForms: ordersCopy.orderForms,
  kinds: {
    domain: 'Domeny',
    webPortal: 'Portale',
    publication: 'Publikacje',
    redirect: 'Przekierowania 301',
  } satisfies Record<AdminOrderKind, string>,
  filters: {
    heading: 'Filtry',
    status: 'Status',
    anyStatus: 'Wszystkie statusy',
    customer: 'Klient (e-mail lub nazwa)',
    dateFrom: 'Złożone od',
    dateTo: 'Złożone do',
    kind: 'Produkt',
    anyKind: 'Wszystkie produkty',
    apply: 'Filtruj',
    reset: 'Wyczyść filtry',
    backwardRange: 'Data końcowa nie może być wcześniejsza niż początkowa.',
  },
  list: {
    region: 'Zamówienia',
    table: 'Wszystkie zamówienia',
    pagination: 'Strony listy zamówień',
    loading: 'Wczytywanie zamówień…',
    failed: 'Nie udało się wczytać zamówień.',
    slow: 'Wczytywanie trwa dłużej niż zwykle…',
    empty: 'Żadne zamówienie nie pasuje do filtrów.',
  },
  columns: {
    number: 'Numer',
    date: 'Złożone',
    customer: 'Klient',
    status: 'Status',
    gross: 'Brutto',
  },
  detail: {
    failed: 'Nie udało się wczytać zamówienia.',
    notFound: 'Nie znaleziono tego zamówienia.',
    backToList: 'Wróć do wszystkich zamówień',
    buyer: 'Nabywca',
    buyerType: { person: 'Osoba prywatna', company: 'Firma' } as Record<string, string>,
    nip: 'NIP',
    email: 'E-mail',
    phone: 'Telefon',
    address: 'Adres',
    payment: 'Płatność',
    paidAt: 'Opłacone',
    notPaid: 'Jeszcze nie opłacone',
    transferTitle: 'Tytuł przelewu',
    account: 'Konto klienta',
  },
  status: {
    heading: 'Zmień status',
    moveTo: MOVE_TO,
    none: 'To zamówienie jest zamknięte: jego statusu nie można już zmienić.',
    changing: 'Zmiana statusu…',
    changed: (status: OrderStatus) =>
      `Status zamówienia zmieniono na „${ORDER_STATUS_LABELS[status]}”. Klient dostał e-mail.`,
    confirmTitle: 'Anulować zamówienie?',
    confirmBody: (number: string) =>
      `Zamówienie ${number} zostanie anulowane: zarezerwowane domeny i portale wrócą do sprzedaży, a klient dostanie e-mail. Tego nie można cofnąć.`,
    confirm: 'Anuluj zamówienie',
    keep: 'Nie anuluj',
  },
};
