import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { meetsTarget, type Figure } from './stats';

/** Prints the figures as a table and writes bench/results.json. */
export function report(figures: Figure[], file: string): void {
  const rows = figures.map((f) => {
    const ok = meetsTarget(f);
    return {
      group: f.group,
      name: f.name,
      value: `${f.value} ${f.unit ?? 'ms'}${f.perRoundTrip === undefined ? '' : ` (${f.perRoundTrip}× the round trip)`}`,
      target: f.target?.label ?? '',
      result: ok === null ? '' : ok ? 'OK' : 'MISSED',
    };
  });
  const widths = Object.fromEntries(
    (['group', 'name', 'value', 'target', 'result'] as const).map((k) => [
      k,
      Math.max(k.length, ...rows.map((r) => r[k].length)),
    ]),
  ) as Record<keyof (typeof rows)[number], number>;
  const line = (r: Record<string, string>) =>
    (['group', 'name', 'value', 'target', 'result'] as const).map((k) => r[k]!.padEnd(widths[k])).join(' | ');
  console.log(`\n${line({ group: 'group', name: 'name', value: 'value', target: 'target', result: 'result' })}`);
  console.log(
    Object.values(widths)
      .map((w) => '-'.repeat(w))
      .join('-|-'),
  );
  for (const row of rows) console.log(line(row));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGiB: Math.round(os.totalmem() / 2 ** 30),
          node: process.version,
        },
        figures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}
