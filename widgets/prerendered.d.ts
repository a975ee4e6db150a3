/** Each widget's first screen, rendered by the build (scripts/prerender-plugin.mjs). */
declare module 'prerendered:*' {
  const screens: import('../src/ui/widget/first-screen').PrerenderedScreens;
  export default screens;
}
