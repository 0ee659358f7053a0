import { lazy, Suspense } from 'react';
import { BRAND_PREFIX_PLACEHOLDER } from '@portal/contracts/status-catalogue/brand-prefix';
import { useErrorPopup } from '../lib/error-popup-store';

/** Fills the brand prefix of a catalogue target (the practice-conditions page). */
export function resolveTarget(to: string, prefix: string): string {
  const filled = to.replaceAll(BRAND_PREFIX_PLACEHOLDER, prefix);
  // '{brandPrefix}/condiciones-practicas' is a path of this site: make it absolute.
  return /^(?:\/|[a-z][a-z0-9+.-]*:)/i.test(filled) ? filled : `/${filled}`;
}

// The dialog and the SPEC §8 texts of every code load with the first popup (ADR 0004).
const ErrorPopupDialog = lazy(() => import('./error-popup-dialog'));

/** SPEC §4 Error popup: the catalogue entry of the raised code, once one is raised. */
export function ErrorPopup() {
  const popup = useErrorPopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <ErrorPopupDialog popup={popup} />
    </Suspense>
  );
}
