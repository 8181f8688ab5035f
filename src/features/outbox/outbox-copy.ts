/** Copy of the administrators' mail outbox, /outbox ("Poczta wychodząca"). */
export const adminOutboxCopy = {
  intro:
    'Wiadomości, które aplikacja zatrzymała zamiast je wysłać (serwer działa bez SMTP_URL). Zawierają linki do zmiany hasła, dlatego widzą je tylko administratorzy.',
  messageForms: { one: 'wiadomość', few: 'wiadomości', many: 'wiadomości' },
  filter: {
    label: 'Odbiorca',
    placeholder: 'np. klient@example.pl',
    reset: 'Pokaż wszystkie',
  },
  list: {
    region: 'Wiadomości',
    table: 'Poczta wychodząca',
    pagination: 'Strony poczty wychodzącej',
    loading: 'Wczytywanie wiadomości…',
    failed: 'Nie udało się wczytać poczty wychodzącej.',
    empty: 'Brak wiadomości.',
    emptyFiltered: 'Brak wiadomości do tego odbiorcy.',
    refresh: 'Odśwież',
  },
  columns: {
    to: 'Odbiorca',
    subject: 'Temat',
    date: 'Data',
  },
  message: {
    open: (subject: string, to: string) => `${subject} — do ${to}`,
    to: 'Do',
    date: 'Data',
    body: 'Treść wiadomości',
    noSubject: '(bez tematu)',
  },
} as const;
