// Key presses over WebDriver classic, for WebKit: the browser tests' keys (browser/engine-plugin.mjs),
// the e2e demo tabs (e2e/demo-tabs.mjs) and the cross-engine journeys (engines/drivers.mjs).

/** WebDriver's code points for the named keys the tests press. */
const WEBDRIVER_KEYS = {
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  ' ': ' ',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Backspace: '\uE003',
};

/** The WebDriver code of a named key ('Tab', 'Space') or of one character. */
export function webdriverKey(key) {
  const code = WEBDRIVER_KEYS[key] ?? (key.length === 1 ? key : undefined);
  if (!code) throw new Error(`No WebDriver code for the key "${key}"`);
  return code;
}

/**
 * Presses each key in turn (WebDriver codes, or characters: a repeated one is typed each time),
 * with the modifiers held around them, then releases everything.
 */
export async function pressKeys(driver, keys, modifiers = []) {
  await driver.performActions([
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        ...modifiers.map((value) => ({ type: 'keyDown', value })),
        ...keys.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
        ...modifiers.map((value) => ({ type: 'keyUp', value })).reverse(),
      ],
    },
  ]);
  await driver.releaseActions();
}
