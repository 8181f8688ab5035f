import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import type { Schemas } from '../../src/contract/types';

let server: TestServer;
let token: string;

// 23:30 UTC on 22 November is already 23 November in Poland.
const NOW = new Date('2026-11-22T23:30:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  token = await server.customerToken();
});
afterAll(() => server.close());

async function exportWorkbook(query: string) {
  const response = await server.request({ method: 'GET', url: `/api/portals-publications/export?${query}`, token });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, sheet: workbook.worksheets[0]! };
}

describe('publication export', () => {
  it('sends an .xlsx attachment named after the Polish date', async () => {
    const { response } = await exportWorkbook('');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="publikacje-2026-11-23.xlsx"');
  });

  it('holds the filtered, sorted list under Polish headers, with prices as numbers in zł', async () => {
    const query = 'industries[]=1&industries[]=2&industries[]=3&orderby=price&order=asc';
    const list = await server.request({ method: 'GET', url: `/api/portals-publications?${query}&per_page=200`, token });
    const expected = list.json<Schemas['PortalPublicationPage']>().data;
    expect(expected.length).toBeGreaterThan(3);

    const { sheet } = await exportWorkbook(query);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Portal',
      'Adres',
      'Branże',
      'DFS',
      'Ruch miesięcznie',
      'Publikacja stała',
      'Link reklamowy',
      'Publikacja ekonomiczna',
      'Publikacja stała premium',
    ]);
    expect(sheet.rowCount).toBe(expected.length + 1);
    expected.forEach((portal, i) => {
      const row = sheet.getRow(i + 2);
      const cell = (n: number) => row.getCell(n).value ?? null;
      expect([cell(1), cell(2), cell(3), cell(4), cell(5)]).toEqual([
        portal.name,
        portal.url,
        portal.industries.map((x) => x.name).join(', '),
        portal.dfs_rating,
        portal.monthly_traffic,
      ]);
      expect([cell(6), cell(7), cell(8), cell(9)]).toEqual([
        portal.permanent_publication,
        portal.advertising_link,
        portal.economic_publication,
        portal.permanent_publication_premium,
      ]);
    });
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('#,##0.00 "zł"');
  });

  it('exports an empty sheet with headers when nothing matches', async () => {
    const { sheet } = await exportWorkbook('name=nie-ma-takiego-portalu');
    expect(sheet.rowCount).toBe(1);
  });

  it('refuses invalid filters with a Polish message', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/portals-publications/export?offer=artykul',
      token,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Schemas['ValidationError']>().errors.offer).toEqual(['Wybierz jedną z dostępnych wartości']);
  });
});
