import { useEffect, useRef, type ReactNode } from 'react';
import { useWidget } from '../widget/widget-context';

interface PageHeadingProps {
  children: ReactNode;
  level?: 1 | 2;
  className?: string;
}

/**
 * The heading of a screen. After the person moves to a new screen, focus moves here so that a
 * screen reader announces it and the keyboard starts from the top. On the first screen of a page
 * load focus stays where the host page has it.
 */
export function PageHeading({ children, level = 1, className }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { routes } = useWidget();

  useEffect(() => {
    if (routes.changes() > 0) ref.current?.focus();
  }, [routes]);

  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} tabIndex={-1} className={className}>
      {children}
    </Tag>
  );
}
