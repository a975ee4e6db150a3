// CSS files are bundled as text (scripts/css-text-plugin.mjs) and adopted into each shadow root.
declare module '*.css' {
  const cssText: string;
  export default cssText;
}
