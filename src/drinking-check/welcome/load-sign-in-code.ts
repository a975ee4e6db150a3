export type SignInCode = typeof import('./sign-in-code');

/**
 * Set by the one-file (IIFE) builds to the sign-in file's name: those cannot split code, so the
 * sign-in code is a separate ES module beside the script, loaded by URL.
 */
declare const __SIGN_IN_FILE__: string | undefined;

// Captured while the classic script runs; later currentScript is null.
const scriptSrc = typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;

/** Loads the sign-in code on demand: it is never part of a widget's first load. */
export function loadSignInCode(): Promise<SignInCode> {
  if (typeof __SIGN_IN_FILE__ === 'string') {
    const url = new URL(__SIGN_IN_FILE__, scriptSrc || document.baseURI).href;
    return import(/* @vite-ignore */ url) as Promise<SignInCode>;
  }
  return import('./sign-in-code');
}
