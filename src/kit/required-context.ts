import { createContext, useContext } from 'react';

/**
 * A context that a provider must fill: its Provider, and a hook that returns the value or throws, naming the hook and
 * the provider, when it is called outside it (a wiring mistake that should fail loudly, not render with nothing).
 */
export function createRequiredContext<T>(hookName: string, providerName: string) {
  const Context = createContext<T | null>(null);
  const useRequired = (): T => {
    const value = useContext(Context);
    if (value === null) throw new Error(`${hookName} outside ${providerName}`);
    return value;
  };
  return [Context.Provider, useRequired] as const;
}
