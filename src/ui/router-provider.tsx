import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

export interface RouterProviderProps {
  /** Goes to an address inside the app (a link or a button with `href` was pressed). */
  navigate: (path: string) => void;
  /** The address a path stands for, as the router resolves it (a link's `href`). */
  useHref: (path: string) => string;
  children: React.ReactNode;
}

/** Lets the links and buttons of src/ui navigate through the app's router instead of loading a page. */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  return (
    <AriaRouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
