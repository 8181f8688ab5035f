import type { MailContent } from './mailer';
import { plain, withLink } from './templates';
import type { Schemas } from '../../src/contract/types';
import type { EscrowItemRecord } from '../db/tables';
import { toGrosze } from '../../src/kernel/money';
import type { OrderStatus } from '../../src/kernel/order-status';
import { ORDER_STATUS_LABELS } from '../../src/i18n/order-status';
import { formatZloty, NOUNS, plainCountOf } from '../shared/polish';

type Order = Schemas['Order'];

const pln = (amount: number) => formatZloty(toGrosze(amount));

const KIND_LABELS: Record<Order['kind'], string> = {
  purchase: 'zakup',
  rental: 'dzierżawa z prawem wykupu',
  redirect_rental: 'wynajem przekierowania 301',
};

function itemLine(item: Order['items'][number]): string {
  const period = item.redirect_period ? `, ${item.redirect_period} dni` : '';
  const count = item.count > 1 ? ` × ${item.count}` : '';
  const what =
    item.kind === 'publication'
      ? `Publikacja w serwisie ${item.name}${item.domenika_article ? ' z przygotowaniem artykułu' : ''}`
      : item.kind === 'webPortal'
        ? `Portal ${item.name}`
        : item.name;
  return `• ${what}${period}${count}: ${pln(item.net_total)} netto`;
}

function totalsLines(order: Order): string[] {
  return [
    ...(order.discount_total > 0
      ? [`Rabat${order.discount_code ? ` (kod ${order.discount_code})` : ''}: −${pln(order.discount_total)}`]
      : []),
    `Razem netto: ${pln(order.net_total)}, VAT 23%: ${pln(order.vat_total)}, do zapłaty brutto: ${pln(order.gross_total)}`,
  ];
}

const withinDays = (days: number) => `w ciągu ${plainCountOf(days, NOUNS.dayGenitive)}`;

/**
 * Confirms a new order with its totals, the bank transfer details (the title is the order number) and the deadline.
 * Order mails greet the account holder (`accountName`): the buyer's name on the order is invoice data.
 */
export function orderPlacedMail(
  order: Order,
  accountName: string,
  orderUrl: string,
  unpaidOrderDays: number,
): MailContent {
  return withLink(
    `Zamówienie ${order.number} — dane do przelewu`,
    `Dzień dobry, ${accountName}!`,
    [
      `Dziękujemy za zamówienie ${order.number} (${KIND_LABELS[order.kind]}).`,
      ...order.items.map(itemLine),
      ...totalsLines(order),
      'Prosimy o przelew:',
      `Odbiorca: ${order.payment.recipient}`,
      `Numer rachunku: ${order.payment.account_number}`,
      `Tytuł przelewu: ${order.payment.title}`,
      `Kwota: ${pln(order.payment.amount)}`,
      'Zamówienie zrealizujemy po zaksięgowaniu wpłaty; wtedy też wystawimy fakturę VAT.',
    ],
    'Zobacz zamówienie',
    orderUrl,
    [
      `Zarezerwowane pozycje czekają na Ciebie do czasu zaksięgowania wpłaty. Jeśli wpłata nie wpłynie ${withinDays(unpaidOrderDays)} ` +
        'od złożenia zamówienia, anulujemy je, a zarezerwowane pozycje wrócą do oferty.',
    ],
  );
}

const STATUS_NOTES: Partial<Record<OrderStatus, string>> = {
  paid: 'Wpłata została zaksięgowana. Faktura VAT jest do pobrania na stronie zamówienia.',
  in_progress: 'Realizujemy Twoje zamówienie.',
  completed: 'Zamówienie zostało zrealizowane. Dziękujemy!',
  cancelled:
    'Zamówienie zostało anulowane. Jeśli wpłata została już zaksięgowana, zwrócimy ją na rachunek, z którego przyszła.',
};

/** Tells the customer that an administrator moved the order to another status. */
export function orderStatusMail(
  order: Order,
  accountName: string,
  from: OrderStatus,
  to: OrderStatus,
  note: string | null,
  orderUrl: string,
): MailContent {
  return withLink(
    `Zamówienie ${order.number}: ${ORDER_STATUS_LABELS[to]}`,
    `Dzień dobry, ${accountName}!`,
    [
      `Status zamówienia ${order.number} zmienił się z „${ORDER_STATUS_LABELS[from]}” na „${ORDER_STATUS_LABELS[to]}”.`,
      ...(STATUS_NOTES[to] ? [STATUS_NOTES[to]] : []),
      ...(note ? [`Uwagi: ${note}`] : []),
    ],
    'Zobacz zamówienie',
    orderUrl,
    [],
  );
}

/** Tells the customer that an unpaid order was cancelled when its time ran out, and what became of the items. */
export function orderExpiredMail(
  order: Order,
  accountName: string,
  details: { unpaidOrderDays: number; orderUrl: string; supportEmail: string },
): MailContent {
  return withLink(
    `Zamówienie ${order.number} anulowane — brak wpłaty`,
    `Dzień dobry, ${accountName}!`,
    [
      `Nie zaksięgowaliśmy wpłaty za zamówienie ${order.number} ${withinDays(details.unpaidOrderDays)} od jego złożenia, więc je anulowaliśmy.`,
      ...order.items.map(itemLine),
      'Zarezerwowane pozycje wróciły do oferty. Jeśli nadal chcesz je zamówić, dodaj je ponownie do koszyka, póki są dostępne.',
    ],
    'Zobacz zamówienie',
    details.orderUrl,
    [`Jeśli przelew jest już w drodze, napisz do nas na ${details.supportEmail}: zwrócimy wpłatę.`],
  );
}

const escrowItems = (items: EscrowItemRecord[]) =>
  items.map((i) => `• ${i.name}: ${formatZloty(i.rent_price)} netto miesięcznie`);

/** With no aftermarket connection, the customer learns that our team will start the transaction. */
export function escrowPendingMail(name: string, aftermarketId: string, items: EscrowItemRecord[]): MailContent {
  return plain('Transakcja escrow — przyjęliśmy zgłoszenie', `Dzień dobry, ${name}!`, [
    'Przyjęliśmy Twoje zgłoszenie transakcji escrow dla domen:',
    ...escrowItems(items),
    `Nasz zespół rozpocznie transakcję w serwisie aftermarket dla loginu ${aftermarketId}. Gdy będzie gotowa, serwis wyśle Ci wiadomość z instrukcją, jak ją dokończyć.`,
  ]);
}

/** The team's copy of a transaction to start by hand. */
export function escrowSupportMail(
  transactionId: number,
  user: { id: number; name: string; email: string },
  aftermarketId: string,
  items: EscrowItemRecord[],
): MailContent {
  return plain(`Transakcja escrow nr ${transactionId} do rozpoczęcia`, 'Nowe zgłoszenie escrow', [
    `Klient: ${user.name} <${user.email}> (konto nr ${user.id}), login aftermarket: ${aftermarketId}`,
    ...escrowItems(items),
  ]);
}
