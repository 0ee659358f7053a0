import type { ComponentType } from 'react';

/**
 * Page of each route id of `@portal/contracts/routes`, loaded lazily (one chunk per page, grouped
 * by area). A feature adds one line per page; the module must `export default` the page component.
 * A route without an entry renders the 'coming soon' page.
 */
export type TPageModule = { default: ComponentType };
export type TPageLoader = () => Promise<TPageModule>;

export const pages: Readonly<Record<string, TPageLoader>> = {
  // public-pages
  'privacy-policy': () => import('../features/public-pages/pages/privacy-policy-page'),
  'cookie-policy': () => import('../features/public-pages/pages/cookie-policy-page'),
  'data-protection': () => import('../features/public-pages/pages/data-protection-page'),
  'practice-conditions': () => import('../features/public-pages/pages/practice-conditions-page'),
  maintenance: () => import('../features/public-pages/pages/maintenance-page'),
  'not-found': () => import('../features/public-pages/pages/not-found-page'),
  'en-news': () => import('../features/public-pages/pages/english-page'),
  'en-press-room': () => import('../features/public-pages/pages/english-page'),
  'en-contact': () => import('../features/public-pages/pages/english-page'),
  'en-work-with-us': () => import('../features/public-pages/pages/english-page'),
  'en-privacy-policy': () => import('../features/public-pages/pages/english-page'),
  'en-cookies-policy': () => import('../features/public-pages/pages/english-page'),
  // auth
  login: () => import('../features/auth/pages/login-page'),
  'login-id': () => import('../features/auth/pages/login-page'),
  'login-students': () => import('../features/auth/pages/login-students-page'),
  'login-alumni': () => import('../features/auth/pages/login-alumni-page'),
  'login-companies': () => import('../features/auth/pages/login-companies-page'),
  logout: () => import('../features/auth/pages/logout-page'),
  'god-mode': () => import('../features/auth/pages/god-mode-page'),
  // home
  home: () => import('../features/home/pages/home-page'),
};
