import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../platform/http/errors';
import { ARTICLE_LIMITS } from '../../kernel/article-submission';
import type { Schemas } from '../../contract/types';
import { articleUploadMachine, type ArticleUploadRequest } from './article-upload.machine';

const SENT = { id: 7, status: 'in_review' } as Schemas['UserArticle'];

/** A promise the test settles by hand, so every state between the send and the answer can be looked at. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function start({ maxLinks = 3, limits = ARTICLE_LIMITS } = {}) {
  const requests: Array<{ request: ArticleUploadRequest; signal: AbortSignal }> = [];
  let answer = deferred<Schemas['UserArticle']>();
  const sent = vi.fn();
  const actor = createActor(
    articleUploadMachine.provide({
      actors: {
        upload: fromPromise<Schemas['UserArticle'], ArticleUploadRequest>(({ input, signal }) => {
          requests.push({ request: input, signal });
          return answer.promise;
        }),
      },
      actions: {
        notifySent: (_, { article }) => {
          sent(article);
        },
      },
    }),
    { input: { articleId: 7, maxLinks, limits } },
  ).start();
  return {
    actor,
    requests,
    sent,
    answer: () => answer,
    nextAnswer: () => (answer = deferred()),
    state: () => actor.getSnapshot(),
  };
}

function fillValidDraft({ actor }: Pick<ReturnType<typeof start>, 'actor'>) {
  actor.send({ type: 'draft.change', changes: { title: 'Jesień w ogrodzie', content: '<p>Tekst</p>' } });
  actor.send({ type: 'link.change', index: 0, changes: { url: 'https://ogrod.pl', anchor: 'ogród' } });
}

describe('sending an article', () => {
  it('starts editing an empty draft with one link row and the text pasted', () => {
    const { state } = start();
    expect(state().value).toBe('editing');
    expect(state().context.draft).toEqual({
      title: '',
      links: [{ url: '', anchor: '' }],
      source: 'text',
      content: '',
      file: null,
      notes: '',
    });
  });

  it('keeps an invalid draft in editing with the messages beside the fields, and sends nothing', () => {
    const started = start();
    started.actor.send({ type: 'article.submit' });
    expect(started.state().value).toBe('editing');
    expect(started.state().context.fieldErrors).toEqual({
      title: ['Pole powinno być uzupełnione'],
      'links.0.url': ['Pole powinno być uzupełnione'],
      'links.0.anchor': ['Pole powinno być uzupełnione'],
      content: ['Wklej treść artykułu'],
    });
    expect(started.requests).toHaveLength(0);
  });

  it('clears a message once its field is edited, and keeps the others', () => {
    const { actor, state } = start();
    actor.send({ type: 'article.submit' });
    actor.send({ type: 'draft.change', changes: { title: 'Tytuł' } });
    actor.send({ type: 'link.change', index: 0, changes: { url: 'https://ogrod.pl' } });
    expect(Object.keys(state().context.fieldErrors).sort()).toEqual(['content', 'links.0.anchor']);
  });

  it('adds links up to the offer’s maximum and removes them down to one', () => {
    const { actor, state } = start({ maxLinks: 2 });
    actor.send({ type: 'link.add' });
    actor.send({ type: 'link.add' });
    expect(state().context.draft.links).toHaveLength(2);
    actor.send({ type: 'link.change', index: 1, changes: { url: 'https://b.pl' } });
    actor.send({ type: 'link.remove', index: 0 });
    expect(state().context.draft.links).toEqual([{ url: 'https://b.pl', anchor: '' }]);
    actor.send({ type: 'link.remove', index: 0 });
    expect(state().context.draft.links).toHaveLength(1);
  });

  it('checks a chosen file against the server’s limits before sending', () => {
    const { actor, state, requests } = start({ limits: { ...ARTICLE_LIMITS, max_file_bytes: 4 } });
    fillValidDraft({ actor });
    actor.send({ type: 'draft.change', changes: { source: 'file', file: new File(['za długi'], 'a.txt') } });
    actor.send({ type: 'article.submit' });
    expect(state().context.fieldErrors).toEqual({ file: ['Plik jest większy niż 4 B'] });
    actor.send({ type: 'draft.change', changes: { file: new File(['x'], 'a.pdf') } });
    actor.send({ type: 'article.submit' });
    expect(state().context.fieldErrors).toEqual({ file: ['Dozwolone formaty: .docx, .odt, .html, .txt'] });
    expect(requests).toHaveLength(0);
  });

  it('uploads a valid draft, reports its progress, and is done with the server’s answer', async () => {
    const started = start();
    fillValidDraft(started);
    started.actor.send({ type: 'article.submit' });
    expect(started.state().value).toBe('uploading');
    expect(started.state().hasTag('busy')).toBe(true);
    expect(started.requests[0]!.request).toMatchObject({ articleId: 7, draft: { title: 'Jesień w ogrodzie' } });
    expect(started.state().context.progress).toEqual({ loaded: 0, total: '<p>Tekst</p>'.length });

    // The actor reports what the XMLHttpRequest says; the machine keeps the latest.
    started.requests[0]!.request.onProgress({ loaded: 512, total: 2048 });
    expect(started.state().context.progress).toEqual({ loaded: 512, total: 2048 });
    started.requests[0]!.request.onProgress({ loaded: 2048, total: 2048 });
    expect(started.state().context.progress).toEqual({ loaded: 2048, total: 2048 });

    started.answer().resolve(SENT);
    await waitFor(started.actor, (s) => s.matches('done'));
    expect(started.state().hasTag('done')).toBe(true);
    expect(started.state().context.result).toEqual(SENT);
    expect(started.sent).toHaveBeenCalledWith(SENT);
  });

  it('returns to editing with the server’s 422 messages beside the fields, the draft untouched', async () => {
    const started = start();
    fillValidDraft(started);
    const before = started.state().context.draft;
    started.actor.send({ type: 'article.submit' });
    started.answer().reject(
      new ApiError('validation', 'Zawartość pliku nie zgadza się z jego rozszerzeniem', 422, {
        'links.0.url': ['Podaj pełny adres strony'],
      }),
    );
    await waitFor(started.actor, (s) => s.matches('editing'));
    expect(started.state().context).toMatchObject({
      fieldErrors: { 'links.0.url': ['Podaj pełny adres strony'] },
      error: 'Zawartość pliku nie zgadza się z jego rozszerzeniem',
      draft: before,
    });
    expect(started.sent).not.toHaveBeenCalled();
  });

  it('fails on a network error with its message, keeps the draft, and sends again on request', async () => {
    const started = start();
    fillValidDraft(started);
    started.actor.send({ type: 'article.submit' });
    started.answer().reject(new ApiError('network', 'Brak połączenia z serwerem.'));
    await waitFor(started.actor, (s) => s.matches('failed'));
    expect(started.state().context.error).toBe('Brak połączenia z serwerem.');
    expect(started.state().context.draft.title).toBe('Jesień w ogrodzie');

    started.nextAnswer();
    started.actor.send({ type: 'article.submit' });
    expect(started.state().value).toBe('uploading');
    expect(started.state().context.error).toBeNull();
    expect(started.requests).toHaveLength(2);
    started.answer().resolve(SENT);
    await waitFor(started.actor, (s) => s.matches('done'));
  });

  it('goes back to editing when the customer changes the draft after a failure', async () => {
    const started = start();
    fillValidDraft(started);
    started.actor.send({ type: 'article.submit' });
    started.answer().reject(new ApiError('conflict', 'Ta publikacja nie czeka już na treść artykułu.', 409));
    await waitFor(started.actor, (s) => s.matches('failed'));
    started.actor.send({ type: 'draft.change', changes: { notes: 'Uwaga' } });
    expect(started.state().value).toBe('editing');
    expect(started.state().context.draft.notes).toBe('Uwaga');
  });

  it('cancels an upload: the request is aborted and the draft stays for another try', () => {
    const started = start();
    fillValidDraft(started);
    started.actor.send({ type: 'article.submit' });
    started.actor.send({ type: 'upload.cancel' });
    expect(started.state().value).toBe('editing');
    expect(started.requests[0]!.signal.aborted).toBe(true);
    expect(started.state().context.draft.content).toBe('<p>Tekst</p>');
    expect(started.state().context.progress).toBeNull();
  });

  it('ignores edits while uploading', () => {
    const started = start();
    fillValidDraft(started);
    started.actor.send({ type: 'article.submit' });
    started.actor.send({ type: 'draft.change', changes: { title: 'Inny' } });
    expect(started.state().value).toBe('uploading');
    expect(started.state().context.draft.title).toBe('Jesień w ogrodzie');
  });
});
