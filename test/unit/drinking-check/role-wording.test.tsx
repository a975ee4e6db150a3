import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { createTextService } from '../../../src/platform/text/dictionary';
import { recordingPlatform, renderApp } from './render-app';

describe('role wording', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('fetches the SomeICareAbout wording from the dictionary when that role is chosen, not before', async () => {
    const requests: string[][] = [];
    const text = createTextService(async (keys) => {
      requests.push([...keys]);
      return {};
    });
    const platform = { ...recordingPlatform(), text };
    renderApp(<DrinkingCheckApp />, { platform });
    await Promise.resolve();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.some((key) => key.endsWith('.someone'))).toBe(false);

    fireEvent.click(screen.getByLabelText('Someone I care about'));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.length).toBeGreaterThan(0);
    expect(requests[1]!.every((key) => key.endsWith('.someone'))).toBe(true);
  });
});
