import readline from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Asks questions on a terminal (or reads answers from a pipe, one per line); hidden ones do not echo. */
export interface Prompter {
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
}

/** A prompter over any streams, so tests can drive it with a PassThrough. */
export function createPrompter(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Prompter {
  let muted = false;
  // Typed characters of a password are echoed by readline through this stream; while muted they go nowhere.
  const echo = new Writable({
    write(chunk: string | Uint8Array, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const terminal = Boolean((input as NodeJS.ReadStream).isTTY);
  const rl = readline.createInterface({ input, output: echo, terminal });
  // Lines that arrive before a question is asked (a pipe delivers them all at once) wait here instead of being lost.
  const buffered: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  rl.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else buffered.push(line);
  });
  return {
    async ask(question, { hidden = false } = {}) {
      output.write(question);
      muted = hidden;
      const answer =
        buffered.length > 0
          ? buffered.shift()!
          : await new Promise<string>((resolve, reject) => {
              waiting.push(resolve);
              rl.once('close', () => reject(new Error('Brak odpowiedzi: wejście zostało zamknięte.')));
            });
      muted = false;
      if (hidden || !terminal) output.write('\n');
      return answer;
    },
    close: () => rl.close(),
  };
}
