import { portalsCopy } from './portals-copy';
import { updateFilters, type PublicationSearch } from '../../../kernel/portal-search';
import { isPublicationOfferId, PUBLICATION_OFFER_IDS } from '../../../kernel/publication-order';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { RangeField } from '../../../ui/range-field';
import { SelectField } from '../../../ui/select-field';
import { CatalogueFilters } from './catalogue-filters';
import type { CatalogueChange } from './use-catalogue-search-url';

const copy = portalsCopy.filters;
const ANY = 'any';
const OFFER_OPTIONS = [
  { id: ANY, label: copy.anyOffer },
  ...PUBLICATION_OFFER_IDS.map((id) => ({ id, label: portalsCopy.offers[id] })),
];
const LINK_OPTIONS = [
  { value: ANY, label: copy.anyLinkType },
  { value: '1', label: portalsCopy.linkTypes[1] },
  { value: '0', label: portalsCopy.linkTypes[0] },
];

export interface PublicationFiltersProps {
  search: PublicationSearch;
  onChange: CatalogueChange<PublicationSearch>;
  onReset: () => void;
}

/** The filters of /portals-publications: the common ones, the price range, the publication type and the link. */
export function PublicationFilters({ search, onChange, onReset }: PublicationFiltersProps) {
  return (
    <CatalogueFilters search={search} onChange={onChange} onReset={onReset}>
      <SelectField
        label={copy.offer}
        options={OFFER_OPTIONS}
        value={search.offer ?? ANY}
        onChange={(key) => onChange((s) => updateFilters(s, { offer: isPublicationOfferId(key) ? key : null }))}
      />
      <RangeField
        label={copy.price}
        fromLabel={copy.from}
        toLabel={copy.to}
        min={search.price_min}
        max={search.price_max}
        fractionDigits={2}
        onChange={(bound, value) =>
          onChange((s) => updateFilters(s, bound === 'min' ? { price_min: value } : { price_max: value }))
        }
      />
      <RadioGroupField
        label={copy.linkType}
        appearance="segments"
        options={LINK_OPTIONS}
        value={search.link_type === null ? ANY : String(search.link_type)}
        onChange={(value) =>
          onChange((s) => updateFilters(s, { link_type: value === '1' ? 1 : value === '0' ? 0 : null }))
        }
      />
    </CatalogueFilters>
  );
}
