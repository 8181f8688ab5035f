import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetAction = (node: ReactNode) => void;

// Two contexts: the setter never changes, so a screen setting its action, and the frame rendering again at a new
// search, do not render the memoised header again; only a new action does.
const ActionContext = createContext<ReactNode>(null);
const SetActionContext = createContext<SetAction | null>(null);

/** Holds the optional action a screen puts in the header (spec section 2, header). */
export function HeaderActionProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<ReactNode>(null);
  return (
    <SetActionContext.Provider value={setAction}>
      <ActionContext.Provider value={action}>{children}</ActionContext.Provider>
    </SetActionContext.Provider>
  );
}

/** The header reads the current action. */
export function useHeaderAction(): ReactNode {
  return useContext(ActionContext);
}

/** A screen sets its header action while it is shown. */
export function useSetHeaderAction(node: ReactNode): void {
  const setAction = useContext(SetActionContext);
  useEffect(() => {
    setAction?.(node);
    return () => setAction?.(null);
  }, [setAction, node]);
}
