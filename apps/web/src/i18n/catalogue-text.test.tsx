import '../test/dom-polyfills';
import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

describe('useCatalogueText (SPEC §8 texts, loaded on demand)', () => {
  it('#12.21 a page that mounts while the catalogue chunk loads renders without a recovered React error (#520)', async () => {
    // A fresh module: the catalogue chunk is not loaded yet, as on a first visit.
    vi.resetModules();
    const { useCatalogueText } = await import('./index');
    const recovered: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Field() {
      const [code] = useState(27);
      const text = useCatalogueText();
      return <p>{text(code).titulo || 'ok'}</p>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host, { onRecoverableError: (error) => recovered.push(error) });
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Field />
          <Field />
        </Suspense>,
      );
      await vi.waitFor(() => expect(host.textContent).not.toContain('loading'), { timeout: 10_000 });
      await vi.waitFor(() => expect(host.querySelectorAll('p')).toHaveLength(2), { timeout: 10_000 });
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
    // React's own words for the cause of #520 here: a use() skipped once the chunk was in.
    const warnings = consoleError.mock.calls
      .map((args) => args.map(String).join(' '))
      .filter((text) => /use\(\)/.test(text));
    consoleError.mockRestore();
    expect(warnings).toEqual([]);
    expect(recovered.map((e) => String((e as { cause?: unknown }).cause ?? e))).toEqual([]);
  });
});
