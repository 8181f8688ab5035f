import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { SellerDetails } from '../config';
import type { BuyerRecord } from '../db/schema';
import type { Grosze } from '../../src/model/money';
import { VAT_RATE, vatOf } from '../../src/model/vat';
import { formatDatePl, formatPln } from '../shared/format-pl';

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
const amount = (grosze: Grosze) => formatPln(grosze).replace(/ zł$/, '');

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const COLUMNS: Column[] = [
  { title: 'Lp.', width: 18, align: 'center' },
  { title: 'Nazwa towaru lub usługi', width: 136, align: 'left' },
  { title: 'Ilość', width: 30, align: 'right' },
  { title: 'J.m.', width: 25, align: 'center' },
  { title: 'Cena jedn. netto', width: 58, align: 'right' },
  { title: 'Rabat', width: 50, align: 'right' },
  { title: 'Wartość netto', width: 58, align: 'right' },
  { title: 'Stawka VAT', width: 36, align: 'right' },
  { title: 'Kwota VAT', width: 52, align: 'right' },
  { title: 'Wartość brutto', width: 62, align: 'right' },
];

function row(doc: PDFKit.PDFDocument, y: number, cells: string[], bold = false): number {
  doc.font(bold ? 'bold' : 'regular').fontSize(7.5);
  const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i]!.width - 4 }))) + 6;
  let x = MARGIN;
  cells.forEach((text, i) => {
    const column = COLUMNS[i]!;
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
  doc.text(`Data wystawienia: ${formatDatePl(invoice.issuedAt)}, ${seller.city}`);
  doc.text(`Data sprzedaży: ${formatDatePl(invoice.saleDate)}`);
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
  y = row(
    doc,
    y,
    COLUMNS.map((c) => c.title),
    true,
  );
  invoice.lines.forEach((line, i) => {
    const net = line.netBeforeDiscount - line.discount;
    const vat = vatOf(net);
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = row(
        doc,
        MARGIN,
        COLUMNS.map((c) => c.title),
        true,
      );
    }
    y = row(doc, y, [
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
  const summaryX = MARGIN + COLUMNS.slice(0, 6).reduce((s, c) => s + c.width, 0);
  y += 8;
  doc
    .font('bold')
    .fontSize(8)
    .text('Razem według stawki', MARGIN, y + 3, { width: summaryX - MARGIN - 6, align: 'right' });
  let x = summaryX;
  [amount(invoice.net), VAT_LABEL, amount(invoice.vat), amount(invoice.gross)].forEach((text, i) => {
    const width = COLUMNS[6 + i]!.width;
    doc.rect(x, y, width, 16).stroke('#9aa0ad');
    doc.text(text, x + 2, y + 4, { width: width - 4, align: 'right' });
    x += width;
  });
  y += 30;

  doc
    .font('bold')
    .fontSize(11)
    .text(`Razem do zapłaty: ${formatPln(invoice.gross)}`, MARGIN, y);
  doc.font('regular').fontSize(9).moveDown(0.4);
  doc.text(`Zapłacono: ${formatPln(invoice.gross)} (pozostało do zapłaty: ${formatPln(0)})`);
  doc.text('Sposób płatności: przelew bankowy');
  doc.text(`Numer rachunku: ${seller.bankAccount}`);
  doc.text(`Tytuł przelewu: ${invoice.orderNumber}`);
  doc.moveDown(1.5).fontSize(8).fillColor('#5a6072').text('Faktura wystawiona elektronicznie, nie wymaga podpisu.');
  doc.end();
  return done;
}
