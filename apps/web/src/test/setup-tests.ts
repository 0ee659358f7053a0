import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetApi, server } from './msw-server';

/**
 * Setup of every web test (vite.config.ts `test.setupFiles`): jest-dom matchers, an async
 * timeout that holds on a busy CI machine, and the MSW server (one network-mocking layer; a
 * request no handler answers fails the test).
 */
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetApi());
afterAll(() => server.close());
