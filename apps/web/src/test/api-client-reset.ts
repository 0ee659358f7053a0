import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { closePopup } from '../lib/error-popup-store';
import { registerNavigate } from '../lib/navigation';
import { endSession } from '../lib/session';

/**
 * The API client's tests (by fetch and by XMLHttpRequest) start each case signed out, with no
 * popup and a recording navigate; answers the navigate mock, whose calls the cases read.
 */
export function resetApiClientEachTest(): Mock {
  const navigate = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    endSession();
    closePopup();
    navigate.mockReset();
    registerNavigate(navigate);
  });
  afterEach(() => registerNavigate(null));
  return navigate;
}
