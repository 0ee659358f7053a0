import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, useApi } from '../test/msw-server';
import { FALLBACK_BRAND } from './brand-fallback';
import { BrandProvider, useBrand } from './brand';

// Issue #16 part 9: the server writes the host's brand into the page (apps/api/src/platform/web-app.ts),
// so the first render does not wait for GET /api/Publico/marca.
const PAGE_BRAND = { ...FALLBACK_BRAND, key: 'marca-de-la-pagina' };
const API_BRAND = { ...FALLBACK_BRAND, key: 'marca-de-la-api' };

function BrandName() {
  return <p>{useBrand().key}</p>;
}

function writeInlineBrand(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'portal-brand';
  el.textContent = text;
  document.head.append(el);
}

afterEach(() => document.getElementById('portal-brand')?.remove());

describe('#16.9 the brand of the page', () => {
  it('#16.9 renders with the brand the page carries, without asking the API', async () => {
    writeInlineBrand(JSON.stringify(PAGE_BRAND));
    useApi.get('/api/Publico/marca', API_BRAND);
    render(
      <BrandProvider>
        <BrandName />
      </BrandProvider>,
    );
    expect(screen.getByText('marca-de-la-pagina')).toBeInTheDocument();
    expect(requestsTo('/api/Publico/marca')).toHaveLength(0);
  });

  it('#16.9 a page without a readable brand asks the API', async () => {
    writeInlineBrand('{not json');
    useApi.get('/api/Publico/marca', API_BRAND);
    render(
      <BrandProvider>
        <BrandName />
      </BrandProvider>,
    );
    expect(await screen.findByText('marca-de-la-api')).toBeInTheDocument();
  });
});
