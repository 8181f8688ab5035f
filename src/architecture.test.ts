import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of ARCHITECTURE.md: app → screens → (machines, ui, api) → (model, i18n). model imports
 * nothing of ours, machines no React, and the server nothing from src but model.
 */
const ROOT = path.resolve(__dirname, '..');

const ALLOWED: Record<string, readonly string[]> = {
  model: ['model'],
  i18n: ['i18n', 'model'],
  machines: ['machines', 'model', 'i18n'],
  ui: ['ui', 'model', 'i18n'],
  api: ['api', 'model', 'i18n', 'db'],
  db: ['db', 'model'],
  screens: ['screens', 'machines', 'ui', 'api', 'model', 'i18n'],
  qa: ['qa', 'machines', 'ui', 'model', 'i18n'],
  test: ['test', 'app', 'api', 'machines', 'model', 'i18n', 'screens', 'ui', 'db'],
  app: ['app', 'screens', 'machines', 'ui', 'api', 'db', 'model', 'i18n', 'qa'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2]!,
  );
}

function layerOf(file: string): string | null {
  const relative = path.relative(path.join(ROOT, 'src'), file);
  if (relative.startsWith('..')) return null;
  const [first] = relative.split(path.sep);
  return first && first.includes('.') ? 'app' : (first ?? null);
}

describe('the layout of src', () => {
  const files = sourceFiles(path.join(ROOT, 'src')).filter((f) => !/\.test\.tsx?$/.test(f));

  it.each(Object.keys(ALLOWED))('%s imports only the layers below it', (layer) => {
    const wrong: string[] = [];
    for (const file of files.filter((f) => layerOf(f) === layer)) {
      for (const specifier of importsOf(file).filter((s) => s.startsWith('.'))) {
        const target = layerOf(path.resolve(path.dirname(file), specifier));
        if (target && !ALLOWED[layer]!.includes(target)) wrong.push(`${path.relative(ROOT, file)} → ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the machines free of React and of the network', () => {
    const offenders = files
      .filter((f) => layerOf(f) === 'machines')
      .filter((f) => importsOf(f).some((s) => s === 'react' || s.startsWith('@xstate/react') || s === 'openapi-fetch'));
    expect(offenders).toEqual([]);
  });

  it('keeps the model free of any import of ours', () => {
    const offenders = files
      .filter((f) => layerOf(f) === 'model')
      .flatMap((f) =>
        importsOf(f)
          .filter((s) => !s.startsWith('./'))
          .map((s) => `${path.relative(ROOT, f)} → ${s}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('the server', () => {
  it('imports nothing from src but the model', () => {
    const wrong: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, 'server'))) {
      for (const specifier of importsOf(file).filter((s) => s.startsWith('.'))) {
        const resolved = path.resolve(path.dirname(file), specifier);
        const relative = path.relative(path.join(ROOT, 'src'), resolved);
        if (!relative.startsWith('..') && !relative.startsWith('model'))
          wrong.push(`${path.relative(ROOT, file)} → ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
