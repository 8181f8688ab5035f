import { useCallback } from 'react';
import { resetSearch } from '../../../kernel/domain-search';
import { Page } from '../../../ui/page';
import { DomainFilters } from './domain-filters';
import { DomainResults } from './domain-results';
import { SellBlock } from '../sell/sell-block';
import { useDomainSearchUrl } from './use-domain-search-url';
import styles from './domain-list.module.css';

/** /domain-list: the customer's domain search. The search is the page URL; filters beside the results. */
export default function DomainListScreen({ title }: { title: string }) {
  const { search, change } = useDomainSearchUrl();
  const reset = useCallback(() => change(() => resetSearch(), { immediate: true }), [change]);
  return (
    <Page title={title}>
      <div className={styles.layout}>
        <DomainFilters search={search} onChange={change} />
        <DomainResults search={search} onChange={change} onReset={reset} />
      </div>
      <SellBlock />
    </Page>
  );
}
