import { describe, expect, it } from 'vitest';
import { claimInstanceKey, releaseInstanceKey } from '../../../src/platform/host/instance-key';

describe('instance keys', () => {
  it('hands out dc, dc2, dc3 in order and reuses a released key', () => {
    const win = {} as Window;
    expect(claimInstanceKey('dc', '', undefined, win)).toBe('dc');
    expect(claimInstanceKey('dc', '', undefined, win)).toBe('dc2');
    expect(claimInstanceKey('ucc', '', undefined, win)).toBe('ucc');
    releaseInstanceKey('dc', win);
    expect(claimInstanceKey('dc', '', undefined, win)).toBe('dc');
    expect(claimInstanceKey('dc', '', undefined, win)).toBe('dc3');
  });

  it('names an element with an id after it, made safe for the hash', () => {
    const win = {} as Window;
    expect(claimInstanceKey('dc', 'Main Check!', undefined, win)).toBe('dc-maincheck');
    expect(claimInstanceKey('dc', 'Main Check!', undefined, win)).toBe('dc-maincheck-2');
  });

  it('gives an element that comes back its previous key when it is free', () => {
    const win = {} as Window;
    claimInstanceKey('dc', '', undefined, win);
    const second = claimInstanceKey('dc', '', undefined, win);
    releaseInstanceKey(second, win);
    releaseInstanceKey('dc', win);
    expect(claimInstanceKey('dc', '', second, win)).toBe('dc2');
  });

  // Issue 37: a million-character id went whole into the address and the session's keys.
  it("takes an id's first 100 characters only", () => {
    const win = {} as Window;
    expect(claimInstanceKey('dc', 'a'.repeat(1_000_000), undefined, win)).toBe(`dc-${'a'.repeat(100)}`);
  });
});
