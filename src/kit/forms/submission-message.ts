/** The server's message in what a submission machine's `submit` returned (`{ message }`), or '' when it has none. */
export function submissionMessageOf(result: unknown): string {
  return typeof result === 'object' && result !== null && 'message' in result && typeof result.message === 'string'
    ? result.message
    : '';
}
