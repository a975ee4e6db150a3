import type { ComponentType } from 'react';
import { Button } from '../ui/components/Button';
import { useLoaded, type LoadOnce } from '../ui/load-once';
import { useText } from '../ui/use-text';

export type Screens = { Styles: ComponentType } & Record<string, unknown>;

/**
 * A screen whose code, copy and styles load on demand. Once loaded it renders at once; while
 * loading it says so; when loading fails (a dropped connection) it offers to try again rather
 * than leave the widget blank.
 */
export function onDemand(loader: LoadOnce<Screens>, name: string): ComponentType {
  return function OnDemandScreen() {
    const t = useText();
    const { module: screens, failed, retry } = useLoaded(loader);

    if (screens) {
      const { Styles } = screens;
      const Page = screens[name] as ComponentType;
      return (
        <>
          <Styles />
          <Page />
        </>
      );
    }
    return (
      <div className="content loading" role="status">
        {failed ? (
          <>
            <p>{t('ucc.common.loadFailed')}</p>
            <Button onClick={retry}>{t('ucc.common.retry')}</Button>
          </>
        ) : (
          <p>{t('ucc.common.loading')}</p>
        )}
      </div>
    );
  };
}
