import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Banner } from '../../ui/components/Banner';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';
import { useHeldHeight } from './use-held-height';

/**
 * The longest a loader waits for its work; the work goes on after
 * (docs/decisions/0150-loaders-wait-for-work.md).
 */
const WORK_WAIT_MAX_MS = 2000;

interface LoaderProps {
  label: string;
  /** Starts what the next screen waits for (the save, code still arriving), once. */
  work?: () => Promise<unknown> | undefined;
  /** Runs once when the work is done and the minimum time is up (usually a navigation that replaces). */
  onDone: () => void;
}

/**
 * A loading screen that lasts while its work is pending and at least `loader-duration` ms, so
 * that it does not flash (docs/decisions/0150-loaders-wait-for-work.md). It keeps the banner and
 * the height the previous screen left, so that nothing on the host page moves while it shows.
 */
export function Loader({ label, work, onDone }: LoaderProps) {
  const t = useText();
  const { loaderDuration } = useSettings();
  const held = useHeldHeight();
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });
  const [start] = useState(() => performance.now());
  const [pending] = useState(work);
  const [ready, setReady] = useState(pending === undefined);

  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    const finish = () => live && setReady(true);
    const timer = window.setTimeout(finish, WORK_WAIT_MAX_MS);
    pending.then(finish, finish);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [pending]);

  useEffect(() => {
    if (!ready) return undefined;
    const timer = window.setTimeout(() => done.current(), Math.max(0, loaderDuration - (performance.now() - start)));
    return () => window.clearTimeout(timer);
  }, [ready, loaderDuration, start]);

  return (
    <div className="dc-loader-screen" style={held}>
      <Banner>{t('dc.banner.title')}</Banner>
      <div className="content dc-loader" role="status">
        <span className="dc-loader__spinner" aria-hidden="true" />
        <PageHeading transient>{label}</PageHeading>
      </div>
    </div>
  );
}
