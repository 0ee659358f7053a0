// Linted as apps/web/src/features/offers/api/fixture.ts: calls fetch past the api client.
export const raw = () => fetch('/api/Publico/ofertas');
