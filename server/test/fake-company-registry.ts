import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A taxpayer as the VAT white list describes one (only the fields createWhiteListLookup reads). */
export interface FakeCompany {
  nip: string;
  name: string;
  /** "ul. Przykładowa 1, 00-001 Warszawa", as the registry writes it. */
  workingAddress: string;
  statusVat: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany';
  regon?: string | null;
}

/** One request the registry received. */
export interface FakeRegistryRequest {
  nip: string;
  date: string | null;
}

export interface FakeCompanyRegistry {
  /** The base URL to give createWhiteListLookup (COMPANY_LOOKUP_URL). */
  url: string;
  requests: FakeRegistryRequest[];
  close(): Promise<void>;
}

/** A NIP (with a valid checksum) the fake answers with 500, as the real registry does when it is down. */
export const REGISTRY_OUTAGE_NIP = '1111111111';

/**
 * The Polish VAT white list (GET /api/search/nip/{nip}?date=YYYY-MM-DD) on 127.0.0.1 and a free port: a known NIP
 * gets its subject, an unknown one `subject: null` with 200, like the real service.
 */
export async function startFakeCompanyRegistry(companies: FakeCompany[]): Promise<FakeCompanyRegistry> {
  const byNip = new Map(companies.map((company) => [company.nip, company]));
  const requests: FakeRegistryRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://registry.invalid');
    const match = /^\/api\/search\/nip\/([^/]+)$/.exec(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || !match) return send(404, { code: 'WL-404', message: 'Nie znaleziono zasobu.' });
    const nip = decodeURIComponent(match[1]!);
    requests.push({ nip, date: url.searchParams.get('date') });
    if (nip === REGISTRY_OUTAGE_NIP) return send(500, { code: 'WL-500', message: 'Błąd serwera.' });
    const company = byNip.get(nip);
    send(200, {
      result: {
        subject: company
          ? {
              name: company.name,
              nip: company.nip,
              statusVat: company.statusVat,
              regon: company.regon ?? null,
              workingAddress: company.workingAddress,
              residenceAddress: null,
            }
          : null,
        requestId: `fake-${requests.length}`,
        requestDateTime: new Date().toISOString(),
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
