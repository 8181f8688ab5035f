import type { Insertable } from 'kysely';
import type { DomainsTable } from '../tables';
import { Random } from './random';
import { CITIES, INDUSTRIES, SUFFIXES, TAGS, TLDS, WORDS } from './vocabulary';

export interface GeneratedDomain {
  row: Insertable<DomainsTable>;
  /** Indexes into TAGS. */
  tags: number[];
  /** Indexes into INDUSTRIES. */
  industries: number[];
}

const DESCRIPTIONS = [
  'Domena z historią i naturalnym profilem linków.',
  'Krótka, łatwa do zapamiętania nazwa dla nowej marki.',
  'Domena po wygaśnięciu, z linkami z polskich serwisów tematycznych.',
  'Idealna pod serwis lokalny lub zaplecze SEO.',
  'Nazwa z mocnym słowem kluczowym w branży.',
];

function candidateName(random: Random): { label: string; words: string[] } {
  const a = random.pick(WORDS);
  const b = random.pick(WORDS);
  const city = random.pick(CITIES);
  const sep = random.chance(0.35) ? '-' : '';
  switch (
    random.weighted([
      [0, 30],
      [1, 20],
      [2, 25],
      [3, 10],
      [4, 15],
    ] as const)
  ) {
    case 0:
      return { label: a === b ? `${a}${sep}${random.pick(SUFFIXES)}` : `${a}${sep}${b}`, words: [a, b] };
    case 1:
      return { label: `${a}${sep}${city}`, words: [a] };
    case 2:
      return { label: `${a}${sep}${b}${sep}${city}`, words: [a, b] };
    case 3:
      return { label: `${a}${sep}${random.pick(SUFFIXES)}`, words: [a] };
    default:
      return { label: `${city}${sep}${a}`, words: [a] };
  }
}

// Prices end in 9 or 99, as shop prices do.
function shopPrice(zloty: number): number {
  if (zloty < 100) return Math.max(19, Math.round(zloty / 10) * 10 - 1) * 100;
  if (zloty < 1000) return (Math.round(zloty / 50) * 50 - 1) * 100;
  return (Math.round(zloty / 100) * 100 - 1) * 100;
}

/**
 * Generates `count` domains with unique names, correlated metrics (a higher rating comes with more referring
 * domains and a higher price) and dates spread over two years before `now`.
 */
export function* generateDomains(count: number, seed: number, now: Date): Generator<GeneratedDomain> {
  const random = new Random(seed);
  const seen = new Set<string>();
  const twoYearsMs = 2 * 365 * 24 * 3600 * 1000;
  let produced = 0;
  let attempts = 0;
  while (produced < count) {
    attempts += 1;
    const { label, words } = candidateName(random);
    const tld = random.weighted(TLDS);
    // Past the point where random names keep colliding, a number keeps them unique.
    const name = attempts > count * 3 ? `${label}${produced}.${tld}` : `${label}.${tld}`;
    if (name.length > 63 || seen.has(name)) continue;
    seen.add(name);

    const type = random.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    const status = random.weighted([
      ['available', 85],
      ['reserved', 4],
      ['sold', 6],
      ['rented', 3],
      ['hidden', 2],
    ] as const);
    const quality = type === 1 ? random.next() ** 0.8 : random.next() ** 1.6;
    const dfsRating = Math.min(100, Math.round(quality * 70 + random.int(0, 12)));
    const refDomains = Math.round(Math.exp(dfsRating / 16) * (0.5 + random.next()));
    const backlinks = Math.round(refDomains * random.int(2, 40));
    const anchorLinks = Math.round(backlinks * (0.05 + random.next() * 0.4));
    const maxVisibility = Math.round(quality ** 2 * 40 * random.next() * 100) / 100;
    const basePrice = 49 + dfsRating ** 2 * 2.2 * (0.6 + random.next()) + (type === 3 ? 2500 : type === 2 ? 400 : 0);
    const price = shopPrice(basePrice);
    const salePrice = random.chance(0.35) ? shopPrice((price / 100) * (0.75 + random.next() * 0.15)) : price;
    const rentPrice = random.chance(0.8) ? shopPrice(Math.max(19, (price / 100) * 0.06)) : null;
    const redirect30 = random.chance(0.75) ? shopPrice(Math.max(19, (price / 100) * 0.03)) : null;

    const industries = new Set<number>();
    INDUSTRIES.forEach((industry, i) => {
      if (words.some((w) => industry.words.includes(w))) industries.add(i);
    });
    if (industries.size === 0 || random.chance(0.2)) industries.add(random.int(0, INDUSTRIES.length - 1));
    const tags = random.sample(
      TAGS.map((_, i) => i),
      random.weighted([
        [0, 20],
        [1, 35],
        [2, 30],
        [3, 10],
        [4, 5],
      ] as const),
    );
    const createdAt = new Date(now.getTime() - Math.floor(random.next() * twoYearsMs));

    yield {
      row: {
        name,
        type,
        status,
        description: random.chance(0.4) ? random.pick(DESCRIPTIONS) : null,
        price,
        sale_price: salePrice,
        rent_price: rentPrice,
        redirect_price_30: redirect30,
        redirect_price_90: redirect30 === null ? null : shopPrice((redirect30 / 100) * 2.6),
        redirect_price_365: redirect30 === null ? null : shopPrice((redirect30 / 100) * 9),
        dfs_rating: dfsRating,
        backlinks,
        ref_domains: refDomains,
        max_visibility: maxVisibility,
        anchor_links: anchorLinks,
        created_at: createdAt,
        updated_at: createdAt,
      },
      tags,
      industries: [...industries].slice(0, 3),
    };
    produced += 1;
  }
}
