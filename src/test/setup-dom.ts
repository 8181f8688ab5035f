import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './css-escape';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout; the router's scroll restoration only needs the call to exist.
window.scrollTo = () => {};
