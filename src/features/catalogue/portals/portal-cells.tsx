import type { ReactNode } from 'react';
import { RouteLink } from '../../../platform/router/route-link';
import { portalsCopy } from './portals-copy';

/** "https://www.auto-blog.pl/" → "www.auto-blog.pl": what people read as a site's address. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** Industry names in one line, or a dash (named for screen readers) when the portal has none. */
export function industryNames(industries: ReadonlyArray<{ id: number; name: string }>): ReactNode {
  if (industries.length === 0) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{portalsCopy.detail.none}</span>
      </>
    );
  }
  return industries.map((industry) => industry.name).join(', ');
}

/** The portal's address, opening the site itself in a new tab (people check a site before paying for it). */
export function ExternalSite({ url, className }: { url: string; className?: string }) {
  const host = hostOf(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={portalsCopy.detail.visit(host)}
    >
      {host}
    </a>
  );
}

/** The portal's name linking to its page, with its address beneath. */
export function PortalName({
  portal,
  className,
}: {
  portal: { id: number; name: string; url: string };
  className: string | undefined;
}) {
  return (
    <>
      <RouteLink to={`/portals/${portal.id}`}>{portal.name}</RouteLink>
      <span className={className}>{hostOf(portal.url)}</span>
    </>
  );
}
