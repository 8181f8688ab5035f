import type { Schemas } from '../../src/contract/types';

/** A company as the registry describes it: the contract's CompanyData. */
export type CompanyRecord = Schemas['CompanyData'];

/** Finds a company by NIP; null when the registry has no such company. */
export interface CompanyLookup {
  findByNip(nip: string): Promise<CompanyRecord | null>;
}

export class CompanyLookupUnavailable extends Error {
  constructor() {
    super('Rejestr firm jest chwilowo niedostępny. Uzupełnij dane ręcznie.');
    this.name = 'CompanyLookupUnavailable';
  }
}

const VAT_STATUS: Record<string, CompanyRecord['vat_status']> = {
  Czynny: 'active',
  Zwolniony: 'exempt',
  Niezarejestrowany: 'not_registered',
};

/** "UL. PRZYKŁADOWA 1, 00-001 WARSZAWA" into street, postal code and city. */
export function parseRegistryAddress(address: string): { street: string; postal_code: string; city: string } {
  const match = /^(.*?),?\s*(\d{2}-\d{3})\s+(.+)$/.exec(address.trim());
  if (!match) return { street: address.trim(), postal_code: '', city: '' };
  return { street: match[1]!.replace(/,\s*$/, ''), postal_code: match[2]!, city: match[3]! };
}

/**
 * The Polish VAT white list (Wykaz podatników VAT): GET {baseUrl}/api/search/nip/{nip}?date=YYYY-MM-DD.
 * It needs no key. `result.subject` is null when no taxpayer has that NIP.
 */
export function createWhiteListLookup(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
  today = () => new Date(),
): CompanyLookup {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async findByNip(nip) {
      const date = today().toISOString().slice(0, 10);
      let response: Response;
      try {
        response = await fetchImpl(`${base}/api/search/nip/${encodeURIComponent(nip)}?date=${date}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(8_000),
        });
      } catch {
        throw new CompanyLookupUnavailable();
      }
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new CompanyLookupUnavailable();
      const body = (await response.json().catch(() => null)) as {
        result?: {
          subject?: {
            name?: string;
            nip?: string;
            regon?: string | null;
            statusVat?: string;
            workingAddress?: string | null;
            residenceAddress?: string | null;
          } | null;
        };
      } | null;
      const subject = body?.result?.subject;
      if (!subject?.name) return null;
      const address = parseRegistryAddress(subject.workingAddress ?? subject.residenceAddress ?? '');
      return {
        nip: subject.nip ?? nip,
        name: subject.name,
        ...address,
        country: 'PL',
        regon: subject.regon ?? null,
        vat_status: VAT_STATUS[subject.statusVat ?? ''] ?? 'not_registered',
      };
    },
  };
}
