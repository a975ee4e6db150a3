/** The sessionStorage key of an instance's check in progress (docs/decisions/0009-answers-kept-in-session-storage.md). */
export const storageKey = (instanceKey: string): string => `aa:${instanceKey}:check`;
