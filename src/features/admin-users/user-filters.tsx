import { useState, type FormEvent } from 'react';
import { adminUsersCopy as copy } from './admin-users-copy';
import { MAX_USER_SEARCH_LENGTH, type AdminUserSearch } from '../../kernel/admin-user-search';
import { PRIVILEGES, type Privilege } from '../../kernel/privileges';
import { Form } from '../../ui/form';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { AnySelectField, FilterActions } from '../../kit/lists/filter-fields';
import pages from '../../kit/admin-pages.module.css';

const f = copy.filters;
const ANY = 'any';
const VERIFIED_OPTIONS = [
  { id: ANY, label: f.anyVerified },
  { id: 'true', label: f.verifiedYes },
  { id: 'false', label: f.verifiedNo },
];

export type UserFilterValues = Pick<AdminUserSearch, 'search' | 'privilege' | 'verified'>;
export const NO_USER_FILTERS: UserFilterValues = { search: '', privilege: null, verified: null };

/** The search text and the two filters, applied together. */
export function UserFilters({
  filters,
  onApply,
}: {
  filters: UserFilterValues;
  onApply: (f: UserFilterValues) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const [privilege, setPrivilege] = useState<Privilege | null>(filters.privilege);
  const [verified, setVerified] = useState<boolean | null>(filters.verified);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: search.trim(), privilege, verified });
  };

  const reset = () => {
    setSearch('');
    setPrivilege(null);
    setVerified(null);
    onApply(NO_USER_FILTERS);
  };

  return (
    <Form onSubmit={submit} className={pages.filters} aria-label={f.heading}>
      <TextField
        label={f.search}
        name="search"
        type="search"
        value={search}
        maxLength={MAX_USER_SEARCH_LENGTH}
        onChange={setSearch}
      />
      <AnySelectField
        label={f.privilege}
        anyLabel={f.anyPrivilege}
        values={PRIVILEGES}
        labelOf={(p) => copy.privileges[p]}
        value={privilege}
        onChange={setPrivilege}
      />
      <SelectField
        label={f.verified}
        value={verified === null ? ANY : String(verified)}
        options={VERIFIED_OPTIONS}
        onChange={(key) => setVerified(key === 'true' ? true : key === 'false' ? false : null)}
      />
      <FilterActions className={pages.filterActions} applyLabel={f.apply} resetLabel={f.reset} onReset={reset} />
    </Form>
  );
}
