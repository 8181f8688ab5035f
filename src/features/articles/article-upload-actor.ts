import type { ActorRefFrom } from 'xstate';
import type { articleUploadMachine } from './article-upload.machine';

/** The running upload of one article, which the form and its field groups read and send to. */
export type ArticleUploadActor = ActorRefFrom<typeof articleUploadMachine>;
