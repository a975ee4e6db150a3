import type { R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

interface Mounted<Props> {
  root: Root;
  Component: ComponentType<Props>;
}

export interface HydratingRendererOptions {
  /** Whether the container holds a first screen drawn before React started. */
  drawn(container: HTMLElement): boolean;
  /** React could not take the drawn screen over and rendered its own (a mismatch). */
  onMismatch(container: HTMLElement, error: unknown): void;
}

/**
 * r2wc's renderer, which mounts React in the element's shadow root: over the drawn first screen
 * with hydrateRoot (React keeps those nodes and replays what was clicked meanwhile), else with
 * createRoot (docs/decisions/0212-first-screen-pre-rendered-and-hydrated.md).
 */
export function hydratingRenderer<Props extends object>({
  drawn,
  onMismatch,
}: HydratingRendererOptions): R2WCRenderer<Props, Mounted<Props>> {
  return {
    mount(container, Component, props) {
      const element = createElement(Component, props);
      if (drawn(container))
        return {
          root: hydrateRoot(container, element, { onRecoverableError: (error) => onMismatch(container, error) }),
          Component,
        };
      const root = createRoot(container);
      root.render(element);
      return { root, Component };
    },
    update: ({ root, Component }, props) => root.render(createElement(Component, props)),
    unmount: ({ root }) => root.unmount(),
  };
}
