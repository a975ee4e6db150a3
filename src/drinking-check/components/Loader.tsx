import { useEffect, useRef } from 'react';
import { PageHeading } from '../../ui/components/PageHeading';
import { useSettings } from '../../ui/widget/widget-context';

interface LoaderProps {
  label: string;
  /** Runs once when the time is up (usually a navigation with { replace: true }). */
  onDone: () => void;
}

/** A timed screen (spec: 2650 ms; the loader-duration attribute shortens it in tests). */
export function Loader({ label, onDone }: LoaderProps) {
  const { loaderDuration } = useSettings();
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), loaderDuration);
    return () => window.clearTimeout(timer);
  }, [loaderDuration]);

  return (
    <div className="content dc-loader" role="status">
      <span className="dc-loader__spinner" aria-hidden="true" />
      <PageHeading>{label}</PageHeading>
    </div>
  );
}
