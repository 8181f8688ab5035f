/** Copy of the shared table, pagination and small form controls (src/ui). */
export const tableCopy = {
  pagination: {
    first: 'Pierwsza strona',
    previous: 'Poprzednia strona',
    next: 'Następna strona',
    last: 'Ostatnia strona',
    page: (page: number) => `Strona ${page}`,
    perPage: 'Wyników na stronie',
    /** Shown after a capped total: "10 000+". */
    cappedSuffix: '+',
  },
  select: {
    placeholder: 'Wybierz…',
    noneSelected: 'Nie wybrano',
  },
  tags: {
    remove: 'Usuń',
  },
  dialog: {
    close: 'Zamknij',
  },
} as const;
