/** The window's sessionStorage, or undefined where the page blocks it (privacy settings, a sandboxed frame). */
export function sessionStorageOf(win: Window = window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface SessionSlot {
  read(): string | null;
  write(text: string): void;
  forget(): void;
}

/**
 * One key of sessionStorage holding an instance's work in progress
 * (docs/decisions/0009-answers-kept-in-session-storage.md). Never throws: full or blocked storage
 * only means that a reload loses the work; the widget goes on.
 */
export function sessionSlot(key: string): SessionSlot {
  const attempt = <T>(action: (storage: Storage) => T, otherwise: T): T => {
    try {
      const storage = sessionStorageOf();
      return storage ? action(storage) : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    read: () => attempt((storage) => storage.getItem(key), null),
    write: (text) => attempt((storage) => storage.setItem(key, text), undefined),
    forget: () => attempt((storage) => storage.removeItem(key), undefined),
  };
}
