import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SuccessOf } from '../../contract/types';
import { ApiError } from '../../platform/http/errors';
import { checkDetailsMachine } from './check-details.machine';

type CheckResult = SuccessOf<'adminCheckDetails'>;
type ImportResult = SuccessOf<'adminImportCheckedDomains'>;

const row = (name: string, state: CheckResult['data'][number]['state']) =>
  ({ input: name, name, unicode: name, state }) as CheckResult['data'][number];
const checkAnswer: CheckResult = {
  data: [row('znana.pl', 'in_catalogue'), row('nowa.pl', 'not_in_catalogue'), row('zla_nazwa.pl', 'invalid')],
  merged: 1,
  metrics_provider: 'ok',
};

function start(
  importAnswer: () => Promise<ImportResult> = () => Promise.resolve({ created: 1, ids: [9], skipped: [] }),
) {
  const checked: string[] = [];
  const importedNames: string[][] = [];
  const shown: ImportResult[] = [];
  const actor = createActor(
    checkDetailsMachine.provide({
      actors: {
        checkList: fromPromise(({ input }: { input: { text: string } }) => {
          checked.push(input.text);
          return Promise.resolve(checkAnswer);
        }),
        importDrafts: fromPromise(({ input }: { input: { names: string[] } }) => {
          importedNames.push(input.names);
          return importAnswer();
        }),
      },
      actions: { showImported: (_, { imported }) => void shown.push(imported) },
    }),
  ).start();
  return { actor, checked, importedNames, shown };
}

async function checkedList(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'check.edit', text: 'znana.pl nowa.pl zla_nazwa.pl znana.pl' });
  actor.send({ type: 'check.submit' });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await waitFor(actor, (s) => s.matches('results'));
}

describe('check details', () => {
  it('goes editing → checking → results → confirmingImport → importing → imported, importing only unknown names', async () => {
    const { actor, checked, importedNames, shown } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    await checkedList(actor);
    expect(checked).toEqual(['znana.pl nowa.pl zla_nazwa.pl znana.pl']);
    expect(actor.getSnapshot().context.result).toEqual(checkAnswer);

    actor.send({ type: 'import.request' });
    expect(actor.getSnapshot().value).toBe('confirmingImport');
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('imported'));
    expect(importedNames).toEqual([['nowa.pl']]);
    expect(shown).toEqual([{ created: 1, ids: [9], skipped: [] }]);
    expect(actor.getSnapshot().can({ type: 'import.request' })).toBe(false);
  });

  it('sends nothing until confirmed, and backing out returns to the results', async () => {
    const { actor, importedNames } = start();
    await checkedList(actor);
    actor.send({ type: 'import.request' });
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().value).toBe('results');
    expect(importedNames).toEqual([]);
  });

  it('ends in failed with the message when the import fails, and may try again', async () => {
    const { actor } = start(() => Promise.reject(new ApiError('server', 'Serwer jest chwilowo niedostępny.', 503)));
    await checkedList(actor);
    actor.send({ type: 'import.request' });
    actor.send({ type: 'import.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('Serwer jest chwilowo niedostępny.');
    actor.send({ type: 'import.request' });
    expect(actor.getSnapshot().value).toBe('confirmingImport');
  });

  it('never sends an empty list or one over 500 names', () => {
    const { actor, checked } = start();
    actor.send({ type: 'check.submit' });
    actor.send({ type: 'check.edit', text: Array.from({ length: 501 }, (_, i) => `d${i}.pl`).join(' ') });
    actor.send({ type: 'check.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(checked).toEqual([]);
  });

  it('drops the results once the list is edited', async () => {
    const { actor } = start();
    await checkedList(actor);
    actor.send({ type: 'check.edit', text: 'inna.pl' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.result).toBeNull();
  });
});
