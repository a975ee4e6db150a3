/** The spec's mobile breakpoint (768 px), in ems of the widget's base size as the stylesheets use it. */
export const NARROW_BELOW_EM = 48;

/** Whether the widget itself, not the window, is narrower than the mobile breakpoint. */
export function isNarrow(host: HTMLElement): boolean {
  const base = parseFloat(getComputedStyle(host).fontSize) || 16;
  return host.getBoundingClientRect().width < NARROW_BELOW_EM * base;
}
