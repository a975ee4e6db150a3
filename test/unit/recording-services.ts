// The typed analytics and notify signatures, over a recorder that takes any event: tests record
// what the app sends and assert it as a person or host would see it.
import type { AnalyticsParams, PlatformServices } from '../../src/platform/services';

export const recordTrack = (record: (event: string, params?: AnalyticsParams) => unknown) =>
  ((event: string, params?: AnalyticsParams) => void record(event, params)) as PlatformServices['analytics']['track'];

export const recordNotify = (record: (event: string, detail: Record<string, unknown>) => unknown) =>
  ((event: string, detail: Record<string, unknown>) => void record(event, detail)) as PlatformServices['host']['notify'];
