import { useEffect, useRef, type ReactNode } from 'react';
import { bringWidgetIntoView, isInView } from '../widget/bring-into-view';
import { useWidget } from '../widget/widget-context';
import { Heading } from './Heading';

interface PageHeadingProps {
  children: ReactNode;
  level?: 1 | 2;
  className?: string;
  /** For a group the heading names (a question's answers). */
  id?: string;
  /** Ids of what names the heading, where more than its text should (a result's level). */
  labelledBy?: string;
  /** Ids of what a screen reader says after the heading as focus lands on it (a step's progress). */
  describedBy?: string;
  /** A loader's heading: the screen that follows it decides how the page scrolls. */
  transient?: boolean;
}

/**
 * The heading of a screen. After the person moves to a new screen, the tool is brought back into
 * view if its top has left the screen, and focus moves here (once drawn) so that a screen reader announces it
 * and the keyboard starts from the top; the browser scrolls for the focus only when the heading is
 * still out of view. On the first screen of a page load nothing moves: focus stays where the host
 * page has it.
 */
export function PageHeading({
  children,
  level = 1,
  className,
  id,
  labelledBy,
  describedBy,
  transient = false,
}: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { host, routes, settings } = useWidget();
  const { widgetMode } = settings;

  useEffect(() => {
    const heading = ref.current;
    if (routes.changes() === 0 || !heading) return undefined;
    bringWidgetIntoView(host, { widgetMode, whole: !transient });
    // Once the new screen has been drawn: focused in the task that added it, Firefox told a screen
    // reader of the heading before it had its text, and Orca said nothing of the new screen
    // (docs/decisions/0311-every-control-says-what-it-does.md).
    // Unless the person has put focus somewhere in the widget meanwhile (a tap on a field): theirs stays.
    const root = heading.getRootNode() as ShadowRoot | Document;
    const focusedBefore = root.activeElement;
    const focus = () => {
      if (root.activeElement === focusedBefore) heading.focus({ preventScroll: isInView(heading) });
    };
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(focus);
    });
    return () => cancelAnimationFrame(frame);
  }, [host, routes, widgetMode, transient]);

  return (
    <Heading
      ref={ref}
      level={level}
      id={id}
      tabIndex={-1}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {children}
    </Heading>
  );
}
