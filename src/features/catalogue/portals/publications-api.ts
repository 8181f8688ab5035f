import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { portalsCopy } from './portals-copy';
import {
  mergePage,
  publicationApiQuery,
  PUBLICATIONS_PER_PAGE,
  type PublicationApiQuery,
  type PublicationSearch,
} from '../../../kernel/portal-search';
import { useApi } from '../../../platform/http/api-context';
import type { components } from '../../../contract/types';

export type PortalPublication = components['schemas']['PortalPublication'];
export type PortalPublicationPage = components['schemas']['PortalPublicationPage'];

/** The export may take this long before the SPA gives up (spec section 7). */
export const EXPORT_TIMEOUT_MS = 15_000;

/** Query keys of the publication list (spec tag Publications); the filters key it, the pages live inside. */
export const publicationKeys = {
  list: (query: PublicationApiQuery) => ['Publications', 'list', query] as const,
};

/**
 * Portals offering sponsored publications. A new filter is a new list from page 1; "Pokaż więcej" fetches the next
 * page, which is appended (spec section 4). While a new filter loads, the previous list stays on screen.
 */
export function usePublicationList(search: PublicationSearch) {
  const { api } = useApi();
  const query = publicationApiQuery(search);
  return useInfiniteQuery({
    queryKey: publicationKeys.list(query),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        api.client.GET('/api/portals-publications', {
          params: { query: { ...query, page: pageParam, per_page: PUBLICATIONS_PER_PAGE } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    select: (data) => {
      const last = data.pages[data.pages.length - 1];
      return {
        rows: data.pages.reduce<PortalPublication[]>(mergePage, []),
        total: last?.total ?? 0,
        totalIsCapped: last?.total_is_capped ?? false,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: the plain name below, if any, still works.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : fallback;
}

/** Downloads the filtered list as an Excel workbook; resolves with the file and the name the server gave it. */
export function useExportPublications() {
  const { api } = useApi();
  return useMutation({
    mutationFn: async (search: PublicationSearch) => {
      let disposition: string | null = null;
      const blob = await api.call(
        api.client
          .GET('/api/portals-publications/export', {
            params: { query: publicationApiQuery(search) },
            parseAs: 'blob',
            signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
          })
          .then((result) => {
            disposition = result.response.headers.get('content-disposition');
            return result;
          }),
      );
      return { blob, fileName: fileNameOf(disposition, portalsCopy.publications.exportFallbackName) };
    },
  });
}
