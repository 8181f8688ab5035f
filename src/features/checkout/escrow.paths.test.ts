import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../platform/http/errors';
import { escrowMachine, type EscrowEvent, type EscrowRequest } from './escrow.machine';
import {
  doneIn,
  failedIn,
  itPlaysEveryPath,
  pathCases,
  type MachinePath,
  type PathEvent,
  type PathPlayer,
  type PlayedPath,
} from '../../test/machine-paths';

const first: EscrowRequest = { aftermarket_id: 'jan_klient', items: [{ id: 1, name: 'alfa.pl', rent_price: 49 }] };
const second: EscrowRequest = { aftermarket_id: 'anna', items: [{ id: 2, name: 'beta.pl', rent_price: 99.5 }] };
const refusal = new ApiError('validation', 'Popraw pola', 422, { aftermarket_id: ['Nie ma takiego konta'] });

const events: PathEvent<typeof escrowMachine>[] = [
  { type: 'escrow.submit', request: first },
  { type: 'escrow.submit', request: second },
  { type: 'escrow.reset' },
  doneIn(escrowMachine, 'escrow.submitting', { message: 'Transakcja rozpoczęta' }),
  failedIn(escrowMachine, 'escrow.submitting', refusal),
];

type EscrowPath = MachinePath<typeof escrowMachine>;

/** The requests the path sent to the aftermarket: each submit made from idle or after a failure. */
function requestsSent(path: EscrowPath): EscrowRequest[] {
  return path.steps.slice(1).flatMap((step, i) => {
    const before = path.steps[i]!.state;
    const event = step.event as EscrowEvent;
    return event.type === 'escrow.submit' && (before.matches('idle') || before.matches('failed'))
      ? [event.request]
      : [];
  });
}

function setup(player: PathPlayer) {
  const actor = createActor(
    escrowMachine.provide({ actors: { startEscrow: player.fake<{ message: string }, EscrowRequest>() } }),
  );
  return { actor, check };
}

function check({ end, path, started }: PlayedPath<typeof escrowMachine>) {
  expect(started.map((call) => call.input)).toEqual(requestsSent(path));
  if (end.matches('succeeded')) expect(end.context).toMatchObject({ message: 'Transakcja rozpoczęta', error: null });
  if (end.matches('failed'))
    expect(end.context).toMatchObject({
      error: 'Popraw pola',
      fieldErrors: { aftermarket_id: ['Nie ma takiego konta'] },
    });
  // A new submission always starts without the last one's messages.
  if (end.matches('submitting')) expect(end.context).toMatchObject({ error: null, fieldErrors: {} });
}

describe('escrow paths from the machine', () => {
  itPlaysEveryPath(pathCases(escrowMachine, { events }, { events }), setup);
});
