import { messageIn } from '../../platform/http/error-body';

/** The server's message in what a submission machine's `submit` returned (`{ message }`), or '' when it has none. */
export function submissionMessageOf(result: unknown): string {
  return messageIn(result) ?? '';
}
