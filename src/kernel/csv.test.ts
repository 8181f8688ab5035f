import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['Domena', 'Wynik'],
        ['żółw.pl', 'Nie ma w katalogu'],
      ]),
    ).toBe('\ufeffDomena,Wynik\r\nżółw.pl,Nie ma w katalogu\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe('\ufeff"a,b","say ""hi""","two\nlines",plain\r\n');
  });

  it('defuses text that Excel would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '-1', 'ok.pl']])).toBe('\ufeff"\'=HYPERLINK(""x"")",\'-1,ok.pl\r\n');
  });

  it('keeps every field recoverable: a simple RFC 4180 reader gets the rows back', () => {
    const read = (csv: string) => {
      const rows: string[][] = [[]];
      let field = '';
      let quoted = false;
      const text = csv.slice(1);
      const endField = () => {
        rows.at(-1)!.push(field);
        field = '';
      };
      for (let i = 0; i < text.length; i++) {
        const char = text[i]!;
        if (quoted && char === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (quoted && char === '"') {
          quoted = false;
        } else if (quoted) {
          field += char;
        } else if (char === '"') {
          quoted = true;
        } else if (char === ',') {
          endField();
        } else if (char === '\r' && text[i + 1] === '\n') {
          endField();
          rows.push([]);
          i++;
        } else {
          field += char;
        }
      }
      return rows.slice(0, -1);
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.string().filter((text) => !/^[=+\-@\t\r]/.test(text)),
            { minLength: 1, maxLength: 4 },
          ),
          { minLength: 1, maxLength: 5 },
        ),
        (rows) => {
          expect(read(toCsv(rows))).toEqual(rows);
        },
      ),
    );
  });
});
