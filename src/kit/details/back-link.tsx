import type { ReactNode } from 'react';
import { RouteLink, type AppPath } from '../../platform/router/route-link';

/** The way from one record back to its list, as a paragraph of its own under the record. */
export function BackLink({ to, className, children }: { to: AppPath; className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <RouteLink to={to}>{children}</RouteLink>
    </p>
  );
}
