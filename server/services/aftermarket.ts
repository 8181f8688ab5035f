/** One domain handed to the aftermarket portal's escrow. */
export interface EscrowItem {
  name: string;
  /** Net lease price in grosze. */
  rentPrice: number;
}

export interface EscrowHandOff {
  /** The buyer's login on the aftermarket portal. */
  aftermarketId: string;
  buyerEmail: string;
  /** Our transaction id, so the portal's notices can be matched. */
  reference: string;
  items: EscrowItem[];
}

/** The outside aftermarket portal that runs escrow transactions. */
export interface AftermarketAdapter {
  createTransaction(handOff: EscrowHandOff): Promise<{ externalId: string }>;
}

/** Raised when the portal refuses or cannot be reached; `message` is Polish and safe to show. */
export class AftermarketError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AftermarketError';
  }
}

/**
 * The HTTP adapter: POST {baseUrl}/transactions with a bearer key. The portal answers 201 `{ id }`, or 4xx with
 * `{ message }` (an unknown login, for example).
 */
export function createAftermarketAdapter(
  options: { baseUrl: string; apiKey: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): AftermarketAdapter {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async createTransaction(handOff) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/transactions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            buyer_login: handOff.aftermarketId,
            buyer_email: handOff.buyerEmail,
            reference: handOff.reference,
            type: 'lease',
            items: handOff.items.map((item) => ({ domain: item.name, price: item.rentPrice / 100, currency: 'PLN' })),
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new AftermarketError(
          timedOut
            ? 'Serwis aftermarket nie odpowiedział na czas. Spróbuj ponownie za chwilę.'
            : 'Nie udało się połączyć z serwisem aftermarket. Spróbuj ponownie za chwilę.',
          null,
        );
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; message?: unknown };
      if (!response.ok || (typeof body.id !== 'string' && typeof body.id !== 'number')) {
        const reason = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
        throw new AftermarketError(`Serwis aftermarket odrzucił transakcję: ${reason}`, response.status);
      }
      return { externalId: String(body.id) };
    },
  };
}
