import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { closePopup } from '../lib/error-popup-store';
import { endSession } from '../lib/session';

/**
 * Registers the hooks most page tests share: each test starts signed out, with empty storage and
 * no popup, and leaves nothing rendered or stubbed (fetch) behind.
 */
export function resetBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    endSession();
    closePopup();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
