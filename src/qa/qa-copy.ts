import { countOf, type PluralForms } from '../kernel/polish';
const eventTime = new Intl.DateTimeFormat('pl-PL', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  timeZone: 'Europe/Warsaw',
});

/** Copy of the QA inspector: machine diagrams, the live panel, and the import of a recorded session. */
const eventForms: PluralForms = { one: 'zdarzenie', few: 'zdarzenia', many: 'zdarzeń' };

export const qaCopy = {
  diagram: {
    /** The diagram's accessible name: which machine, and which states are active. */
    label: (machineId: string, active: readonly string[]) =>
      active.length === 0
        ? `Maszyna „${machineId}”, brak aktywnych stanów`
        : `Maszyna „${machineId}”, aktywne stany: ${active.join(', ')}`,
  },
  inspector: {
    label: 'Inspektor QA',
    title: 'Inspektor maszyn',
    resize: 'Zmień wysokość inspektora',
    collapse: 'Zwiń inspektor',
    expand: 'Rozwiń inspektor',
    exportSession: 'Eksportuj sesję',
    clearLog: 'Wyczyść dziennik',
    replay: 'Odtwarzanie',
    actors: 'Aktorzy',
    noActors: 'Żadna maszyna jeszcze nie działa.',
    /** An actor as the inspector names it: its machine and its session id (other logic has only the latter). */
    actorName: (machineId: string, sessionId: string) => (machineId ? `${machineId} (${sessionId})` : sessionId),
    stopped: 'zatrzymany',
    diagram: 'Diagram',
    layingOut: 'Układanie diagramu…',
    layoutFailed: 'Nie udało się ułożyć diagramu.',
    noSelection: 'Wybierz aktora z listy.',
    context: 'Kontekst',
    emptyContext: 'Kontekst jest pusty.',
    /** What a collapsed branch holds: `[12]` items of a list, `{3}` fields of an object. */
    listSummary: (count: number) => `[${count}]`,
    objectSummary: (count: number) => `{${count}}`,
    more: (count: number) => `… i ${count} więcej`,
    events: 'Ostatnie zdarzenia',
    noEvents: 'Dziennik jest pusty.',
    /** When an event came: "14:30:05.123", Polish time, to the millisecond so bursts keep their order. */
    time: (at: number) => eventTime.format(at),
  },
  session: {
    notJson: 'Plik nie jest poprawnym plikiem JSON.',
    wrongFormat: 'To nie jest plik sesji QA Domeniki.',
    unsupportedVersion: (version: string) => `Nieobsługiwana wersja pliku sesji: ${version}.`,
    tooLarge: (limit: string) =>
      `Plik jest za duży na plik sesji QA (więcej niż ${limit}). Wyeksportuj sesję ponownie z inspektora.`,
    tooDeep: 'Plik sesji jest uszkodzony: dane są zagnieżdżone głębiej, niż zapisuje je inspektor.',
    invalidField: (path: string) => `Plik sesji jest uszkodzony: niepoprawne pole „${path}”.`,
    machineChanged: (machineId: string) => `Sesja nagrana w innej wersji aplikacji: maszyna „${machineId}” się różni.`,
    machineMissing: (machineId: string) => `Sesja zawiera maszynę „${machineId}”, której ta wersja aplikacji nie ma.`,
    unknownActorMachine: (actorId: string, machineId: string) =>
      `Aktor „${actorId}” należy do maszyny „${machineId}”, której nie ma w sesji.`,
    unknownEventActor: (index: number, actorId: string) =>
      `Zdarzenie nr ${index + 1} dotyczy aktora „${actorId}”, którego nie ma w sesji.`,
  },
  replay: {
    /** Where a replay left the recording: the event's number (from 1), its type, and the actor's machine. */
    divergedAt: (index: number, eventType: string, machineId: string) =>
      `Odtworzenie rozeszło się z nagraniem przy zdarzeniu nr ${index + 1} („${eventType}”, maszyna „${machineId}”).`,
    impossible: (eventType: string, state: string) => `Zdarzenie „${eventType}” nie może zajść w stanie ${state}.`,
    unrecorded: 'Nagranie nie zawiera stanu maszyny po tym zdarzeniu.',
    failed: (error: string) => `Maszyna zgłosiła błąd przy tym zdarzeniu: ${error}`,
    firstDifference: (path: string) => `Pierwsza różnica: pole „${path}”.`,
    expected: (text: string) => `Oczekiwano: ${text}`,
    actual: (text: string) => `Otrzymano: ${text}`,
    nothing: 'brak stanu',
    state: (value: string) => `stan ${value}`,
    field: (path: string, value: string) => `pole „${path}” = ${value}`,
    unknownMachine: (machineId: string) => `Ta wersja aplikacji nie ma maszyny „${machineId}”.`,
    badStart: (actorId: string, error: string) =>
      `Nie można odtworzyć stanu początkowego aktora „${actorId}”: ${error}`,
  },
  /** The recording behind the inspector: its failures, said beside the export button. */
  recording: {
    exportFailed: 'Nie udało się wyeksportować sesji: pamięć przeglądarki nie odpowiedziała.',
    clearFailed: 'Nie udało się wyczyścić dziennika: pamięć przeglądarki nie odpowiedziała.',
    storeFailed: 'Dziennik zdarzeń nie zapisuje się: pamięć przeglądarki nie odpowiedziała.',
  },
  /** The replay screen (/qa/replay). */
  player: {
    intro:
      'Wczytaj plik sesji wyeksportowany z inspektora QA. Maszyny są odtwarzane tutaj, w przeglądarce, ich własnymi ' +
      'przejściami: nic nie trafia na serwer.',
    file: 'Plik sesji (JSON)',
    fileDescription: 'Plik „domenika-qa-….json” z przycisku „Eksportuj sesję”.',
    refused: 'Tej sesji nie można odtworzyć.',
    unreadable: 'Nie udało się odczytać pliku.',
    backToApp: 'Wróć do aplikacji',
    summary: 'Sesja',
    appVersion: 'Wersja aplikacji',
    eventCount: 'Zdarzenia',
    actorCount: 'Aktorzy',
    recorded: 'Nagrano',
    agrees: (count: number) =>
      `Odtworzenie zgodne z nagraniem: ${countOf(count, eventForms)}, po każdym te same stany.`,
    showDivergence: 'Pokaż to zdarzenie',
    controls: 'Sterowanie odtwarzaniem',
    toStart: 'Na początek',
    back: 'Wstecz',
    play: 'Odtwórz',
    pause: 'Pauza',
    forward: 'Dalej',
    toEnd: 'Na koniec',
    speed: 'Prędkość',
    speedOption: (speed: number) => `${String(speed).replace('.', ',')}×`,
    atStart: 'Początek sesji: stany startowe aktorów.',
    atStep: (index: number, total: number, eventType: string) => `Krok ${index + 1} z ${total}: ${eventType}`,
    eventList: 'Zdarzenia sesji',
    divergentMark: 'rozbieżność',
    step: 'Zdarzenie',
    stepActor: 'Aktor',
    stepTime: 'Czas',
    payload: 'Dane zdarzenia',
    noPayload: 'Zdarzenie nie niesie danych.',
    actors: 'Aktorzy w tym kroku',
    state: 'Stan',
  },
} as const;
