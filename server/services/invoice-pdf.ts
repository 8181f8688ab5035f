import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { SellerDetails } from '../config';
import type { BuyerRecord } from '../db/tables';
import type { Grosze } from '../../src/kernel/money';
import { VAT_RATE, vatOf } from '../../src/kernel/vat';
import { amountInWords } from '../../src/kernel/amount-in-words';
import { formatDate } from '../../src/kernel/polish';
import { formatZloty } from '../shared/polish';

// pdfkit's built-in fonts are WinAnsi only and would print "?" for ą, ę, ł, ś, ż, ź, ć, ń, ó.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface InvoiceLine {
  name: string;
  count: number;
  unitPrice: Grosze;
  /** Discount granted on the whole line. */
  discount: Grosze;
  /** unitPrice × count, before the discount. */
  netBeforeDiscount: Grosze;
}

/** Everything art. 106e of the VAT act asks of the invoice, as rendered. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  /** Date the service was bought, here the day the payment was booked. */
  saleDate: Date;
  orderNumber: string;
  seller: SellerDetails;
  buyer: BuyerRecord;
  lines: InvoiceLine[];
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

const VAT_LABEL = `${Math.round(VAT_RATE * 100)}%`;
const MARGIN = 35;
const amount = (grosze: Grosze) => formatZloty(grosze).replace(/ zł$/, '');

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

// Figure columns fit "99 999 999,99" on one line; the name column wraps instead.
const LINE_COLUMNS: Column[] = [
  { title: 'Lp.', width: 18, align: 'center' },
  { title: 'Nazwa towaru lub usługi', width: 123, align: 'left' },
  { title: 'Ilość', width: 28, align: 'right' },
  { title: 'J.m.', width: 24, align: 'center' },
  { title: 'Cena jedn. netto', width: 62, align: 'right' },
  { title: 'Rabat', width: 48, align: 'right' },
  { title: 'Wartość netto', width: 62, align: 'right' },
  { title: 'Stawka VAT', width: 36, align: 'right' },
  { title: 'Kwota VAT', width: 62, align: 'right' },
  { title: 'Wartość brutto', width: 62, align: 'right' },
];

const SUMMARY_COLUMNS: Column[] = [
  { title: 'Stawka VAT', width: 60, align: 'right' },
  { title: 'Wartość netto', width: 70, align: 'right' },
  { title: 'Kwota VAT', width: 70, align: 'right' },
  { title: 'Wartość brutto', width: 70, align: 'right' },
];
const tableWidth = (columns: Column[]) => columns.reduce((sum, c) => sum + c.width, 0);
// The summary sits flush with the right edge of the line table, under the line figures.
const SUMMARY_X = MARGIN + tableWidth(LINE_COLUMNS) - tableWidth(SUMMARY_COLUMNS);

function row(doc: PDFKit.PDFDocument, x0: number, y: number, columns: Column[], cells: string[], bold = false): number {
  doc.font(bold ? 'bold' : 'regular').fontSize(7.5);
  const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: columns[i]!.width - 4 }))) + 6;
  let x = x0;
  cells.forEach((text, i) => {
    const column = columns[i]!;
    doc.rect(x, y, column.width, height).stroke('#9aa0ad');
    doc.fillColor('#1a1f36').text(text, x + 2, y + 3, { width: column.width - 4, align: column.align });
    x += column.width;
  });
  return y + height;
}

function party(doc: PDFKit.PDFDocument, x: number, y: number, title: string, lines: string[]): number {
  doc.font('bold').fontSize(9).text(title, x, y, { width: 250 });
  doc.font('regular').fontSize(9);
  for (const line of lines) doc.text(line, { width: 250 });
  return doc.y;
}

function buyerLines(buyer: BuyerRecord): string[] {
  const address = [
    buyer.street,
    `${buyer.postal_code} ${buyer.city}`,
    ...(buyer.country !== 'PL' ? [buyer.country] : []),
  ];
  if (buyer.type === 'company') return [buyer.company_name ?? buyer.name, ...address, `NIP: ${buyer.nip ?? ''}`];
  return [buyer.name, ...address];
}

interface RateTotal {
  label: string;
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

/** Totals per VAT rate; every service sold here is taxed at the standard rate, so there is one. */
function ratesOf(invoice: InvoiceDocument): RateTotal[] {
  return [{ label: VAT_LABEL, net: invoice.net, vat: invoice.vat, gross: invoice.gross }];
}

/** Renders a Polish VAT invoice (faktura VAT) as a PDF. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The title is kept in the uncompressed document information, so the number can be found in the file.
    info: {
      Title: `Faktura VAT ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: `Zamówienie ${invoice.orderNumber}`,
      CreationDate: invoice.issuedAt,
    },
    lang: 'pl-PL',
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { seller } = invoice;
  doc.fillColor('#1a1f36').font('bold').fontSize(16).text(`Faktura VAT nr ${invoice.number}`, MARGIN, MARGIN);
  doc.font('regular').fontSize(9).moveDown(0.3);
  doc.text(`Data wystawienia: ${formatDate(invoice.issuedAt)}, ${seller.city}`);
  doc.text(`Data sprzedaży: ${formatDate(invoice.saleDate)}`);
  doc.text(`Dotyczy zamówienia: ${invoice.orderNumber}`);
  doc.text('Kwoty w złotych (PLN).');

  const top = doc.y + 12;
  const sellerEnd = party(doc, MARGIN, top, 'Sprzedawca', [
    seller.name,
    seller.street,
    `${seller.postalCode} ${seller.city}`,
    `NIP: ${seller.nip}`,
  ]);
  const buyerEnd = party(doc, MARGIN + 270, top, 'Nabywca', buyerLines(invoice.buyer));

  let y = Math.max(sellerEnd, buyerEnd) + 16;
  const lineHeader = (at: number) =>
    row(
      doc,
      MARGIN,
      at,
      LINE_COLUMNS,
      LINE_COLUMNS.map((c) => c.title),
      true,
    );
  y = lineHeader(y);
  invoice.lines.forEach((line, i) => {
    const net = line.netBeforeDiscount - line.discount;
    const vat = vatOf(net);
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = lineHeader(MARGIN);
    }
    y = row(doc, MARGIN, y, LINE_COLUMNS, [
      String(i + 1),
      line.name,
      String(line.count),
      'szt.',
      amount(line.unitPrice),
      line.discount > 0 ? `−${amount(line.discount)}` : '0,00',
      amount(net),
      VAT_LABEL,
      amount(vat),
      amount(net + vat),
    ]);
  });

  // VAT is computed once on the sum per rate (art. 106e ust. 1 pkt 14), so these totals are the binding ones.
  if (y > doc.page.height - 200) {
    doc.addPage();
    y = MARGIN;
  } else y += 12;
  doc
    .font('bold')
    .fontSize(9)
    .text('Podsumowanie według stawek VAT', SUMMARY_X, y, { width: tableWidth(SUMMARY_COLUMNS) });
  y = doc.y + 4;
  y = row(
    doc,
    SUMMARY_X,
    y,
    SUMMARY_COLUMNS,
    SUMMARY_COLUMNS.map((c) => c.title),
    true,
  );
  for (const rate of ratesOf(invoice)) {
    y = row(doc, SUMMARY_X, y, SUMMARY_COLUMNS, [rate.label, amount(rate.net), amount(rate.vat), amount(rate.gross)]);
  }
  y = row(
    doc,
    SUMMARY_X,
    y,
    SUMMARY_COLUMNS,
    ['Razem', amount(invoice.net), amount(invoice.vat), amount(invoice.gross)],
    true,
  );
  y += 14;

  doc
    .fillColor('#1a1f36')
    .font('bold')
    .fontSize(11)
    .text(`Razem do zapłaty: ${formatZloty(invoice.gross)}`, MARGIN, y);
  doc.font('regular').fontSize(9).moveDown(0.2);
  doc.text(`Słownie: ${amountInWords(invoice.gross)}`);
  doc.moveDown(0.4);
  doc.text(`Zapłacono: ${formatZloty(invoice.gross)} (pozostało do zapłaty: ${formatZloty(0)})`);
  doc.text('Sposób płatności: przelew bankowy');
  doc.text(`Numer rachunku: ${seller.bankAccount}`);
  doc.text(`Tytuł przelewu: ${invoice.orderNumber}`);
  doc.moveDown(1.5).fontSize(8).fillColor('#5a6072').text('Faktura wystawiona elektronicznie, nie wymaga podpisu.');
  doc.end();
  return done;
}
