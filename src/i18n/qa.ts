/** Copy of the QA inspector: machine diagrams, and the import of a recorded session. */
export const qaCopy = {
  diagram: {
    /** The diagram's accessible name: which machine, and which states are active. */
    label: (machineId: string, active: readonly string[]) =>
      active.length === 0
        ? `Maszyna „${machineId}”, brak aktywnych stanów`
        : `Maszyna „${machineId}”, aktywne stany: ${active.join(', ')}`,
  },
  session: {
    notJson: 'Plik nie jest poprawnym plikiem JSON.',
    wrongFormat: 'To nie jest plik sesji QA Domeniki.',
    unsupportedVersion: (version: unknown) => `Nieobsługiwana wersja pliku sesji: ${String(version)}.`,
    invalidField: (path: string) => `Plik sesji jest uszkodzony: niepoprawne pole „${path}”.`,
    machineChanged: (machineId: string) => `Sesja nagrana w innej wersji aplikacji: maszyna „${machineId}” się różni.`,
    machineMissing: (machineId: string) => `Sesja zawiera maszynę „${machineId}”, której ta wersja aplikacji nie ma.`,
    unknownActorMachine: (actorId: string, machineId: string) =>
      `Aktor „${actorId}” należy do maszyny „${machineId}”, której nie ma w sesji.`,
    unknownEventActor: (index: number, actorId: string) =>
      `Zdarzenie nr ${index + 1} dotyczy aktora „${actorId}”, którego nie ma w sesji.`,
  },
} as const;
