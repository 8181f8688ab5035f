import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

export interface RouterProviderProps {
  /** Goes to an address inside the app (a link or a button with `href` was pressed). */
  navigate: (path: string) => void;
  /** The address a path stands for, as the router resolves it (a link's `href`); without it, the path itself. */
  useHref?: (path: string) => string;
  children: React.ReactNode;
}

/** Lets the links and buttons of src/ui navigate through the app's router instead of loading a page. */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  return (
    // `navigate` as given, not wrapped: react-aria's context follows its identity, and every collection, menu item
    // and link renders again when the context changes.
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}
