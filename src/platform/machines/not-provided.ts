/** The default of an effect the app must provide: it fails, naming what is missing. */
export function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name} not provided`));
}
