// Issue 35: the README's first page with a widget is a real page of the demo, word for word
// (test/browser/pages.test.js opens it and sees the widget).
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it("shows demo/first.html as the README's first page", () => {
  const page = /```html\n([\s\S]*?)```/.exec(readFileSync('README.md', 'utf8'))[1];
  expect(page).toBe(readFileSync('demo/first.html', 'utf8'));
});
