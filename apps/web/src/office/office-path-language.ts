import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { changeLanguageLocally, currentLanguage } from '../i18n';

/**
 * The Catalan console's paths (/gestio...) show the console in Catalan, whatever the browser last
 * chose: its sign-in, the landing after it and the sign-in again after sign-out (SPEC §2). Only a
 * change of path applies it, so the ES/CA switch (which moves to the other path) is not undone.
 */
export function useConsolePathLanguage(): void {
  const { pathname } = useLocation();
  const catalan = /^\/gestio(?:\/|$)/.test(pathname);
  useEffect(() => {
    if (catalan && currentLanguage() !== 'ca') changeLanguageLocally('ca');
  }, [catalan]);
}
