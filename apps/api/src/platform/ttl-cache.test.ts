import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  const counter = () => {
    let calls = 0;
    return {
      load: (value: string) => async () => {
        calls += 1;
        return value;
      },
      calls: () => calls,
    };
  };

  it('answers a stored value until it expires, then loads again', async () => {
    now = 0;
    const cache = new TtlCache<string>(1000, 10, clock);
    const c = counter();
    expect(await cache.getOrLoad('k', c.load('a'))).toBe('a');
    now = 999;
    expect(await cache.getOrLoad('k', c.load('b'))).toBe('a');
    now = 1000;
    expect(await cache.getOrLoad('k', c.load('c'))).toBe('c');
    expect(c.calls()).toBe(2);
  });

  it('shares one load between callers that arrive before it finishes', async () => {
    now = 0;
    const cache = new TtlCache<number>(1000, 10, clock);
    let calls = 0;
    let release: (v: number) => void = () => undefined;
    const slow = () => {
      calls += 1;
      return new Promise<number>((r) => (release = r));
    };
    const both = Promise.all([cache.getOrLoad('k', slow), cache.getOrLoad('k', slow)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it('forgets a failed load', async () => {
    now = 0;
    const cache = new TtlCache<string>(1000, 10, clock);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    now = 0;
    const cache = new TtlCache<string>(1000, 2, clock);
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    await cache.getOrLoad('a', async () => 'a2'); // a is now the most recent
    await cache.getOrLoad('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', async () => 'a3')).toBe('a1');
    expect(await cache.getOrLoad('b', async () => 'b2')).toBe('b2');
  });
});
