import { assign, fromPromise, setup } from 'xstate';
import type { Schemas } from '../../contract/types';
import {
  validateArticleDraft,
  type ArticleDraft,
  type ArticleLimits,
  type ArticleLink,
} from '../../kernel/article-submission';
import type { FieldErrors } from '../../kernel/validation';
import { callFailureOf, formFailureOf } from '../../platform/machines/failures';
import { notProvided } from '../../platform/machines/not-provided';

/** How much of the article has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What the `upload` actor gets: the draft to send, and where to report its progress. */
export interface ArticleUploadRequest {
  articleId: number;
  draft: ArticleDraft<File>;
  onProgress: (progress: UploadProgress) => void;
}

/** The publication the form fills: which one, how many links its offer allows, and the server's limits. */
export interface ArticleUploadInput {
  articleId: number;
  maxLinks: number;
  limits: ArticleLimits;
}

export interface ArticleUploadContext extends ArticleUploadInput {
  draft: ArticleDraft<File>;
  /** Messages beside the fields: the form's own checks, or the server's 422. */
  fieldErrors: FieldErrors;
  /** The last failure's message. */
  error: string | null;
  progress: UploadProgress | null;
  /** The publication as the server answered, once sent. */
  result: Schemas['UserArticle'] | null;
}

type DraftChange = Partial<Pick<ArticleDraft<File>, 'title' | 'source' | 'content' | 'file' | 'notes'>>;

export type ArticleUploadEvent =
  | { type: 'draft.change'; changes: DraftChange }
  | { type: 'link.add' }
  | { type: 'link.remove'; index: number }
  | { type: 'link.change'; index: number; changes: Partial<ArticleLink> }
  | { type: 'article.submit' }
  | { type: 'upload.progress'; progress: UploadProgress }
  | { type: 'upload.cancel' };

const EMPTY_LINK: ArticleLink = { url: '', anchor: '' };

/** The field messages without those of the fields just edited: a message stays until its field changes. */
function withoutErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

const isLinkError = (field: string) => field === 'links' || field.startsWith('links.');

/**
 * Sending the article for a publication awaiting content: editing → validating → uploading (with its progress) →
 * done, or failed. The form's own checks (src/kernel/article-submission.ts) keep an invalid draft in editing with
 * the messages beside the fields; the server's 422 does the same; any other failure is `failed`, from which the
 * customer edits or sends again. Nothing typed is lost on the way. The `upload` actor is provided by the screen.
 */
export const articleUploadMachine = setup({
  types: {
    context: {} as ArticleUploadContext,
    events: {} as ArticleUploadEvent,
    input: {} as ArticleUploadInput,
  },
  actors: {
    upload: fromPromise<Schemas['UserArticle'], ArticleUploadRequest>(notProvided('upload')),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'draft.change') return {};
      return {
        draft: { ...context.draft, ...event.changes },
        fieldErrors: withoutErrors(context.fieldErrors, Object.keys(event.changes)),
      };
    }),
    addLink: assign(({ context }) => ({
      draft: { ...context.draft, links: [...context.draft.links, EMPTY_LINK] },
      fieldErrors: withoutErrors(context.fieldErrors, ['links']),
    })),
    // The messages of the links after the removed one would point at the wrong rows: they all go.
    removeLink: assign(({ context, event }) => {
      if (event.type !== 'link.remove') return {};
      return {
        draft: { ...context.draft, links: context.draft.links.filter((_, index) => index !== event.index) },
        fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => !isLinkError(field))),
      };
    }),
    changeLink: assign(({ context, event }) => {
      if (event.type !== 'link.change') return {};
      return {
        draft: {
          ...context.draft,
          links: context.draft.links.map((link, index) =>
            index === event.index ? { ...link, ...event.changes } : link,
          ),
        },
        fieldErrors: withoutErrors(context.fieldErrors, [
          'links',
          ...Object.keys(event.changes).map((key) => `links.${event.index}.${key}`),
        ]),
      };
    }),
    showDraftErrors: assign(({ context }) => ({
      fieldErrors: validateArticleDraft(context.draft, context),
      error: null,
    })),
    /** Lets the screen react to the sent article (a toast). */
    notifySent: (_, _params: { article: Schemas['UserArticle'] }) => {},
  },
  guards: {
    canAddLink: ({ context }) => context.draft.links.length < context.maxLinks,
    canRemoveLink: ({ context }) => context.draft.links.length > 1,
    isDraftValid: ({ context }) => Object.keys(validateArticleDraft(context.draft, context)).length === 0,
  },
}).createMachine({
  id: 'articleUpload',
  context: ({ input }) => ({
    ...input,
    draft: { title: '', links: [EMPTY_LINK], source: 'text', content: '', file: null, notes: '' },
    fieldErrors: {},
    error: null,
    progress: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.change': { actions: 'applyChange' },
        'link.add': { guard: 'canAddLink', actions: 'addLink' },
        'link.remove': { guard: 'canRemoveLink', actions: 'removeLink' },
        'link.change': { actions: 'changeLink' },
        'article.submit': { target: 'validating' },
      },
    },
    validating: {
      always: [
        { guard: 'isDraftValid', target: 'uploading' },
        { target: 'editing', actions: 'showDraftErrors' },
      ],
    },
    uploading: {
      tags: ['busy'],
      entry: assign(({ context }) => ({
        fieldErrors: {},
        error: null,
        progress: { loaded: 0, total: context.draft.file?.size ?? context.draft.content.length },
      })),
      invoke: {
        src: 'upload',
        input: ({ context, self }) => ({
          articleId: context.articleId,
          draft: context.draft,
          onProgress: (progress: UploadProgress) => self.send({ type: 'upload.progress', progress }),
        }),
        onDone: {
          target: 'done',
          actions: [
            assign(({ event }) => ({ result: event.output })),
            { type: 'notifySent', params: ({ event }) => ({ article: event.output }) },
          ],
        },
        onError: [
          {
            // The server refused a field (422): back to the form, its messages beside the fields.
            guard: ({ event }) => callFailureOf(event.error).kind === 'validation',
            target: 'editing',
            actions: assign(({ event }) => formFailureOf(event.error)),
          },
          { target: 'failed', actions: assign(({ event }) => ({ error: formFailureOf(event.error).error })) },
        ],
      },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => event.progress }) },
        // Stopping the invoked upload aborts its request; the draft is still there to send again.
        'upload.cancel': { target: 'editing', actions: assign({ progress: null }) },
      },
    },
    failed: {
      on: {
        'draft.change': { target: 'editing', actions: 'applyChange' },
        'link.add': { guard: 'canAddLink', target: 'editing', actions: 'addLink' },
        'link.remove': { guard: 'canRemoveLink', target: 'editing', actions: 'removeLink' },
        'link.change': { target: 'editing', actions: 'changeLink' },
        'article.submit': { target: 'validating' },
      },
    },
    done: {
      tags: ['done'],
    },
  },
});
