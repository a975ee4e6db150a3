// The results screens' code, loaded on demand (React.lazy in ResultsRoutes.tsx) so that it is
// not part of the first load of the ES-module build.
export { AbridgedResults } from './AbridgedResults';
export { FullResults } from './FullResults';
