/**
 * The URL hash holds one route per widget instance, keyed by the instance's key:
 * `#dc=/overview&ucc=/unit-and-calorie-calculator`. A hash that is not in this form (a host
 * page's own `#anchor`) holds no routes.
 */
const ENTRY = /^([a-z][a-z0-9-]*)=(\/.*)$/i;

export function parseWidgetHash(hash: string): Map<string, string> {
  const routes = new Map<string, string>();
  const body = hash.replace(/^#/, '');
  if (!body) return routes;
  for (const part of body.split('&')) {
    const match = ENTRY.exec(part);
    if (!match) return new Map();
    try {
      routes.set(match[1]!, decodeURIComponent(match[2]!));
    } catch {
      return new Map();
    }
  }
  return routes;
}

const encodePath = (path: string) => encodeURIComponent(path).replace(/%2F/gi, '/');

export function formatWidgetHash(routes: Map<string, string>): string {
  const parts = [...routes].map(([key, path]) => `${key}=${encodePath(path)}`);
  return parts.length ? `#${parts.join('&')}` : '';
}

/** The hash with this instance's route set, keeping every other widget's route. */
export function withRoute(hash: string, key: string, path: string): string {
  const routes = parseWidgetHash(hash);
  routes.set(key, path);
  return formatWidgetHash(routes);
}
