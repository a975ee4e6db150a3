// Issue 34, item 1: a plain entry for native apps, one line of script to sign the person in.
import { describe, expect, it, vi } from 'vitest';
import { listenToApp } from '../../../src/platform/host/app-inbox';
import { defineAppSignIn, type AppSignIn } from '../../../src/ui/widget/app-sign-in';

const TOKEN = 'header.payload.signature-long-enough';
const SILENT = { kind: 'none', hasApp: false, canPost: false, post: () => false, listen: () => () => undefined } as const;

class Element {
  warnings = { warn: vi.fn() };
  constructor(readonly settings: { embedded: boolean }) {}
}
defineAppSignIn(Element.prototype);
const element = (embedded: boolean) => new Element({ embedded }) as Element & AppSignIn;

describe('appSignIn() and appSignOut()', () => {
  it("take the app's token and its sign-out as its messages do, before and after the sign-in starts", () => {
    const check = element(true);
    check.appSignIn(TOKEN);
    const heard = vi.fn();
    listenToApp(check, SILENT, heard);
    check.appSignOut();
    expect(heard.mock.calls).toEqual([[{ kind: 'token', token: TOKEN }], [{ kind: 'signOut' }]]);
    expect(check.warnings.warn).not.toHaveBeenCalled();
  });

  it('ignore, once each and without the token, a call on an element that is not embedded and a token that is not one', () => {
    const page = element(false);
    const heard = vi.fn();
    listenToApp(page, SILENT, heard);
    page.appSignIn(TOKEN);
    page.appSignOut();
    const check = element(true);
    listenToApp(check, SILENT, heard);
    for (const bad of [undefined, 42, 'short', 'x'.repeat(20_001)]) check.appSignIn(bad as string);
    expect(heard).not.toHaveBeenCalled();
    expect(page.warnings.warn.mock.calls.map(([kind]) => kind)).toEqual(['appSignIn:embedded', 'appSignOut:embedded']);
    expect(check.warnings.warn.mock.calls.map(([kind]) => kind)).toEqual(Array(4).fill('appSignIn:token'));
    expect(JSON.stringify(page.warnings.warn.mock.calls)).not.toContain(TOKEN);
  });
});
