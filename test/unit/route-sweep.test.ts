import { describe, expect, it } from 'vitest';
import { DC_ROUTE_TABLE } from '../../src/drinking-check/route-table';
import { UCC_ROUTE_TABLE } from '../../src/unit-calculator/route-table';

interface SweepRoute {
  path: string;
  reach: string;
  loader?: boolean;
}

interface SweepModule {
  DC_SWEEP_ROUTES: SweepRoute[];
  UCC_SWEEP_ROUTES: SweepRoute[];
}

// The browser sweep's list is plain JS like the browser tests; imported untyped, typed here.
const SWEEP_LIST: string = '../browser/sweep-routes.js';
const sweep = (await import(/* @vite-ignore */ SWEEP_LIST)) as SweepModule;

/** The concrete paths a router can show: each pattern, or its examples when it has a parameter. */
function routerPaths(table: readonly { path: string; examples?: readonly string[] }[]): string[] {
  return table.flatMap(({ path, examples }) => {
    if (path.includes(':')) {
      expect(examples, `the parameterised route ${path} lists the paths it serves`).toBeDefined();
      return [...(examples ?? [])];
    }
    return [path];
  });
}

const widgets = [
  { name: 'Drinking Check', router: routerPaths(DC_ROUTE_TABLE), swept: sweep.DC_SWEEP_ROUTES },
  { name: 'calculator', router: routerPaths(UCC_ROUTE_TABLE), swept: sweep.UCC_SWEEP_ROUTES },
];

describe('the accessibility sweep covers every route', () => {
  for (const { name, router, swept } of widgets) {
    it(`lists every route of the ${name} router in test/browser/sweep-routes.js`, () => {
      const listed = new Set(swept.map((route) => route.path));
      const missing = router.filter((path) => !listed.has(path));
      expect(missing, `add these to test/browser/sweep-routes.js`).toEqual([]);
    });

    it(`lists no ${name} route the router does not have, and each once, with a known way to reach it`, () => {
      const paths = swept.map((route) => route.path);
      expect(paths.filter((path) => !router.includes(path))).toEqual([]);
      expect(new Set(paths).size).toBe(paths.length);
      for (const route of swept) expect(['journey', 'link'], route.path).toContain(route.reach);
    });
  }
});
