import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { definitionHash } from './definition-hash';
import { machineCatalogue, machineHashes } from './machine-catalogue';

const srcDir = fileURLToPath(new URL('../', import.meta.url));

const isMachine = (value: unknown): value is AnyStateMachine => value instanceof StateMachine;
/** XState's id of a machine created without one. */
const NO_ID = '(machine)';

/**
 * Every machine with an id exported by a `*.machine.ts` file of the product, read from the directories themselves. The
 * QA tool's own machines (src/qa) are not the product's and stay out of the catalogue.
 */
async function exportedMachines(): Promise<AnyStateMachine[]> {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.machine.ts') && !file.startsWith('qa/'),
  );
  const modules = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ `${srcDir}${file}`) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) => Object.values(module).filter(isMachine)).filter((machine) => machine.id !== NO_ID);
}

describe('the machine catalogue', () => {
  it('holds every machine of src under its own id', async () => {
    const machines = await exportedMachines();
    expect(machines.length).toBeGreaterThan(10);
    for (const machine of machines) expect(machineCatalogue[machine.id]).toBe(machine);
    expect(Object.keys(machineCatalogue).sort()).toEqual(machines.map((machine) => machine.id).sort());
  });

  it('names each machine by its id, and no id twice', () => {
    for (const [id, machine] of Object.entries(machineCatalogue)) expect(machine.id).toBe(id);
    expect(new Set(Object.values(machineCatalogue)).size).toBe(Object.keys(machineCatalogue).length);
  });

  it('gives each machine’s definition hash', () => {
    const hashes = machineHashes();
    expect(Object.keys(hashes).sort()).toEqual(Object.keys(machineCatalogue).sort());
    expect(hashes.cart).toBe(definitionHash(machineCatalogue.cart!));
    // A copy each time: a caller cannot change what the next one reads.
    hashes.cart = 'changed';
    expect(machineHashes().cart).toBe(definitionHash(machineCatalogue.cart!));
  });
});
