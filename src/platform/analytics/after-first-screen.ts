// What analytics needs, loaded once the first screen has shown (create-services.ts).
export { createAnalytics } from './data-layer';
export { pollClientId, readAnalyticsClientId } from './client-id';
