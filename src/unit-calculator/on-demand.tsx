import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '../ui/components/Button';
import { useText } from '../ui/use-text';
import { ONE_FILE } from './one-file';

type Screens = { Styles: ComponentType } & Record<string, unknown>;

export interface ScreenLoader {
  /** Starts loading (once) and resolves with the screens; a failure lets the next call try again. */
  get(): Promise<Screens>;
  /** The screens when already loaded. */
  now(): Screens | undefined;
}

export function screenLoader(load: () => Promise<Screens>): ScreenLoader {
  let screens: Screens | undefined;
  let loading: Promise<Screens> | undefined;
  return {
    get: () =>
      (loading ??= load().then(
        (loaded) => (screens = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    now: () => screens,
  };
}

/**
 * A screen whose code, copy and styles load on demand. Once loaded it renders at once; while
 * loading it says so; when loading fails (a dropped connection) it offers to try again rather
 * than leave the widget blank.
 */
export function onDemand(loader: ScreenLoader, name: string): ComponentType {
  return function OnDemandScreen() {
    const t = useText();
    const [screens, setScreens] = useState(loader.now);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (screens || failed) return;
      let live = true;
      loader.get().then(
        (loaded) => live && setScreens(loaded),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [screens, failed]);

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
        {failed && !ONE_FILE ? (
          <>
            <p>{t('ucc.common.loadFailed')}</p>
            <Button onClick={() => setFailed(false)}>{t('ucc.common.retry')}</Button>
          </>
        ) : (
          <p>{t('ucc.common.loading')}</p>
        )}
      </div>
    );
  };
}
