import { storedUser } from '../state/storedUser';
import { API_BASE, CONVERSATIONS_PATH, DISCOVER_PATH, feedPath } from './apiBase';

/** The calls a screen makes as it first renders, which its route prefetches (see `prefetchFirstCalls`). */
export const firstCalls = {
  dashboard: [feedPath(), DISCOVER_PATH, CONVERSATIONS_PATH],
};

/** How long an prefetched answer waits to be taken: a screen that never asked (a redirect) had no use for it. */
const KEPT_MS = 10_000;
const prefetched = new Map<string, { answer: Promise<Response>; at: number }>();

/**
 * Starts a screen's first GETs with its code, as its route loads it, rather than once it has
 * rendered: on a phone the screen's chunks take most of a second, and its data can come in
 * that time instead of after it. `request` takes each answer for the same call, once.
 */
export function prefetchFirstCalls(paths: readonly string[]) {
  const token = storedUser()?.token;
  if (!token) return;
  for (const path of paths) {
    const answer = fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // A failure is the taker's to handle, and no one's if no one takes it.
    answer.catch(() => {});
    prefetched.set(`${token} ${path}`, { at: Date.now(), answer });
  }
}

/**
 * The prefetched answer to `GET path` for the member with `token`, if one is waiting. A change (any
 * other method) drops them all: an answer from before it may no longer be true.
 */
export function takePrefetched(method: string, path: string, token: string | undefined) {
  if (method !== 'GET') {
    dropPrefetched();
    return undefined;
  }
  const key = `${token} ${path}`;
  const waiting = prefetched.get(key);
  prefetched.delete(key);
  return waiting && Date.now() - waiting.at < KEPT_MS ? waiting.answer : undefined;
}

/** Drops every prefetched answer waiting. */
export const dropPrefetched = () => prefetched.clear();
