import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../lib/session';
import { preloadPage } from './preload-page';

// The page map with loaders that only record the call (the real ones import the pages' chunks).
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./pages', () => {
  const loader = (id: string) => () => {
    loaded.push(id);
    return Promise.resolve({ default: () => null });
  };
  return { pages: { login: loader('login'), home: loader('home'), 'job-offers': loader('job-offers') } };
});

afterEach(() => {
  loaded.length = 0;
  endSession();
});

describe('#16.9 the page being opened loads beside the shell', () => {
  it('#16.9 a visitor on /login gets the login page started; on / (sent to /login) no home page', () => {
    preloadPage('/login');
    preloadPage('/');
    expect(loaded).toEqual(['login']);
  });

  it('#16.9 a signed-in student gets the page of the path, never the login page the guard leaves', () => {
    startSession('token', { nombre: 'Ana' }, 'student');
    preloadPage('/ofertas-empleo');
    preloadPage('/login');
    preloadPage('/gestion/empresas');
    expect(loaded).toEqual(['job-offers']);
  });
});
