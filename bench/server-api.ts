import { signIn } from './server-process';
import { summarize, type Figure } from './stats';

const SAMPLES = 100;

/**
 * Server answer times, over HTTP on loopback, for the lists the browser store caches, each asked again and again:
 * the domain list is then an answer the server keeps (services/list-answer-cache.ts).
 */
export async function benchServerApi(url: string): Promise<Figure[]> {
  const session = await signIn(url, 'admin@example.pl', 'Admin123!');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const figures: Figure[] = [];
  for (const path of ['/api/industries', '/api/domains?per_page=30']) {
    for (let i = 0; i < 10; i += 1) await fetch(`${url}${path}`, { headers }); // warm-up
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      const response = await fetch(`${url}${path}`, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    const stats = summarize(times);
    figures.push({ group: 'server', name: `GET ${path}, repeated (p50)`, value: stats.median, detail: stats });
    figures.push({ group: 'server', name: `GET ${path}, repeated (p95)`, value: stats.p95, detail: stats });
  }
  return figures;
}
