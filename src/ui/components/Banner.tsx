import type { ReactNode } from 'react';

/** The coloured title band at the top of a tool; hidden in content-block mode by the stylesheet. */
export function Banner({ children }: { children: ReactNode }) {
  return (
    <div className="banner">
      <p className="banner__title">{children}</p>
    </div>
  );
}
