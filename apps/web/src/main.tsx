import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Minimal page until the web shell lands.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Portal</h1>
    </main>
  </StrictMode>,
);
