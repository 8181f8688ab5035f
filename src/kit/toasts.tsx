import { createContext, useContext } from 'react';
import { showToast, type Toasts } from '../ui/toast-queue';

const ToastsContext = createContext<Toasts | null>(null);

export const ToastsProvider = ToastsContext.Provider;

/** Shows a toast in the global area: `toast('success', 'Zapisano')`. */
export function useToast(): (tone: 'success' | 'error' | 'info', message: string) => void {
  const queue = useContext(ToastsContext);
  if (!queue) throw new Error('useToast outside ToastsProvider');
  return (tone, message) => showToast(queue, tone, message);
}
