// `npm run lint` (the first step of `npm test`, with `prettier --check`): typescript-eslint,
// React's hooks rules and jsx-a11y over the TypeScript of the widgets, their unit and type tests
// and the build's surface step. The plain JS of scripts/, demo/ and the browser tests is left to
// prettier alone.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// jsx-a11y's defaults, less the key handlers: a keydown or keyup on a fieldset or a wrapping div
// here is delegation from the native controls inside it (radios, buttons, a dialog's Escape),
// which keep their own roles and focus; the container is never what a person operates.
const POINTER_HANDLERS = ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'coverage/', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Leaving fields out of a copy by destructuring them beside a rest is how a field is dropped.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // A timer or value that closures made before it is set read later must stay a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: POINTER_HANDLERS }],
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: POINTER_HANDLERS }],
      // A React Compiler rule, and this project does not use the compiler. Its one finding is the
      // email form's automatic submit once sign-in completes (use-email-form.ts): an effect that
      // starts a save, an outside system, whose own state (sending, errors) moves with it.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
