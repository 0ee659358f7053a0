import type { ReactNode } from 'react';

/**
 * A dense table's horizontal scroller: on a narrow screen the table scrolls inside it, and a
 * keyboard user can focus it and scroll with the arrow keys (WCAG 2.1.1).
 */
export function OfficeTableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="office-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
