import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetAction = (node: ReactNode) => void;

const ActionContext = createContext<{ action: ReactNode; setAction: SetAction } | null>(null);

/** Holds the optional action a screen puts in the header (spec section 2, header). */
export function HeaderActionProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<ReactNode>(null);
  return <ActionContext.Provider value={{ action, setAction }}>{children}</ActionContext.Provider>;
}

/** The header reads the current action. */
export function useHeaderAction(): ReactNode {
  return useContext(ActionContext)?.action ?? null;
}

/** A screen sets its header action while it is shown. */
export function useSetHeaderAction(node: ReactNode): void {
  const context = useContext(ActionContext);
  useEffect(() => {
    context?.setAction(node);
    return () => context?.setAction(null);
  }, [context, node]);
}
