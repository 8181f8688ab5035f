import { describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../http/errors';
import { dialogMachine, type DialogContext } from './dialog.machine';
import {
  doneIn,
  failedIn,
  itPlaysEveryPath,
  pathCases,
  settledIn,
  type MachinePath,
  type PathEvent,
  type PathPlayer,
  type PlayedPath,
} from '../../test/machine-paths';

const category = { id: 7, name: 'Motoryzacja' };
const refusal = new ApiError('conflict', 'Kategoria ma przypisane portale', 409);

const events: PathEvent<typeof dialogMachine>[] = [
  { type: 'dialog.open', subject: category },
  { type: 'dialog.open' },
  { type: 'dialog.confirm' },
  { type: 'dialog.close' },
  doneIn(dialogMachine, 'dialog.confirming', undefined),
  failedIn(dialogMachine, 'dialog.confirming', refusal),
];

type DialogPath = MachinePath<typeof dialogMachine>;

/**
 * The dialog's context and the screen's effects after the path, by its rules: opening keeps what it is about,
 * confirming clears the last message, a failed confirmation shows its message and stays open, closing forgets.
 */
function expected(path: DialogPath, confirmable: boolean) {
  let context: DialogContext = { confirmable, subject: null, error: null };
  const confirmed: unknown[] = [];
  let dismissed = 0;
  for (const { event } of path.steps.slice(1)) {
    const settled = settledIn(event);
    if (event.type === 'dialog.open') context = { ...context, subject: event.subject ?? null, error: null };
    else if (event.type === 'dialog.confirm') {
      confirmed.push({ subject: context.subject });
      context = { ...context, error: null };
    } else if (event.type === 'dialog.close') {
      context = { ...context, subject: null, error: null };
      dismissed += 1;
    } else if (settled?.how === 'done') context = { ...context, subject: null, error: null };
    else if (settled?.how === 'error') context = { ...context, error: 'Kategoria ma przypisane portale' };
  }
  return { context, confirmed, dismissed };
}

function setup(player: PathPlayer, confirmable: boolean) {
  const notifyDismissed = vi.fn();
  const actor = createActor(
    dialogMachine.provide({
      actors: { confirm: player.fake<unknown, { subject: unknown }>() },
      actions: { notifyDismissed },
    }),
    { input: { confirmable } },
  );
  const check = ({ end, path, started }: PlayedPath<typeof dialogMachine>) => {
    const wanted = expected(path, confirmable);
    expect(end.context).toEqual(wanted.context);
    // The confirmation is asked about the dialog's subject; a plain popup never confirms.
    expect(started.map((call) => call.input)).toEqual(wanted.confirmed);
    expect(notifyDismissed).toHaveBeenCalledTimes(wanted.dismissed);
  };
  return { actor, check };
}

describe.each([true, false])('dialog paths from the machine (confirmable: %s)', (confirmable) => {
  const input = { confirmable };
  const cases = pathCases(dialogMachine, { events, input }, { events, input, maxDepth: 5 });

  itPlaysEveryPath(cases, (player) => setup(player, confirmable));
});
