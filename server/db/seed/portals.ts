import type { Insertable } from 'kysely';
import type { PortalsTable } from '../tables';
import { Random } from './random';
import { slugify } from '../../shared/slug';
import { INDUSTRIES, PORTAL_KINDS } from './vocabulary';

export interface GeneratedPortal {
  row: Insertable<PortalsTable>;
  industries: number[];
}

const TLDS = ['pl', 'pl', 'pl', 'com.pl', 'eu', 'info'];

function price(random: Random, min: number, max: number): number {
  const zloty = min + (max - min) * random.next() ** 2;
  return (Math.round(zloty / 10) * 10 - 1) * 100;
}

/** Generates portals and blogs: some for sale, most offering sponsored publications at their own prices. */
export function generatePortals(count: number, seed: number, now: Date): GeneratedPortal[] {
  const random = new Random(seed);
  const seen = new Set<string>();
  const portals: GeneratedPortal[] = [];
  while (portals.length < count) {
    const industryIndex = random.int(0, INDUSTRIES.length - 1);
    const industry = INDUSTRIES[industryIndex]!;
    const name = `${random.pick(industry.portalWords)} ${random.pick(PORTAL_KINDS)}`;
    const host = `${slugify(name).replace(/-/g, '')}.${random.pick(TLDS)}`;
    if (seen.has(host)) continue;
    seen.add(host);
    const quality = random.next();
    const offersPublications = random.chance(0.9);
    const offer = (probability: number, min: number, max: number) =>
      offersPublications && random.chance(probability)
        ? price(random, min * (0.5 + quality), max * (0.5 + quality))
        : null;
    const permanent = offer(0.95, 150, 2500);
    const industries = [industryIndex];
    if (random.chance(0.3)) industries.push(random.int(0, INDUSTRIES.length - 1));
    portals.push({
      row: {
        name,
        url: `https://${host}`,
        description: `${industry.name}: porady, aktualności i artykuły eksperckie. ${random.chance(0.5) ? 'Publikacje oznaczane jako sponsorowane.' : 'Redakcja przygotowuje treści na zamówienie.'}`,
        status: random.weighted([
          ['available', 90],
          ['reserved', 5],
          ['sold', 5],
        ] as const),
        price: random.chance(0.6) ? price(random, 5_000 * (0.5 + quality), 150_000 * (0.5 + quality)) : null,
        dfs_rating: Math.round(10 + quality * 70),
        monthly_traffic: Math.round(1_000 + quality ** 2 * 400_000 * random.next()),
        ref_domains: Math.round(20 + quality ** 1.5 * 3_000),
        link_types: random.chance(0.85) ? [0, 1] : [0],
        permanent_publication: permanent ?? (offersPublications ? price(random, 150, 2500) : null),
        advertising_link: offer(0.6, 50, 800),
        economic_publication: offer(0.7, 80, 1200),
        permanent_publication_premium: offer(0.5, 300, 5000),
        created_at: new Date(now.getTime() - random.int(0, 700) * 24 * 3600 * 1000),
      },
      industries: [...new Set(industries)],
    });
  }
  return portals;
}
