// The two elements, for every generated file of the public surface.
export type Tag = 'drinking-check' | 'unit-calculator';
export const TAGS: readonly Tag[] = ['drinking-check', 'unit-calculator'];
