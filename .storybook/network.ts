import type { SetupWorker } from 'msw/browser';

/**
 * API requests the mock worker is still answering. Screenshots wait until there are none, so a
 * badge or a list that arrives a moment late is in the picture every time, not some of the time.
 */
const pending = new Set<string>();

const tracked = new WeakSet<SetupWorker>();

export function trackRequests(worker: SetupWorker) {
  if (tracked.has(worker)) return;
  tracked.add(worker);
  worker.events.on('request:start', ({ requestId }) => void pending.add(requestId));
  worker.events.on('request:end', ({ requestId }) => void pending.delete(requestId));
  worker.events.on('response:mocked', ({ requestId }) => void pending.delete(requestId));
  worker.events.on('response:bypass', ({ requestId }) => void pending.delete(requestId));
}

/** A new story: what the last one left unanswered (a never-answering scenario) is not waited for. */
export const forgetPendingRequests = () => pending.clear();

// A frame, or 100 ms if none comes (a page that does not draw would otherwise hold the wait forever).
const frame = () =>
  new Promise((resolve) => {
    requestAnimationFrame(resolve);
    setTimeout(resolve, 100);
  });

/**
 * Resolves once no request has been pending for two frames (one answer often starts another
 * request); gives up after `maxMs`, as a story of the loading state never gets its answer.
 */
export async function networkSettled(maxMs = 1000) {
  const giveUp = performance.now() + maxMs;
  let quietFrames = 0;
  while (quietFrames < 2 && performance.now() < giveUp) {
    await frame();
    quietFrames = pending.size === 0 ? quietFrames + 1 : 0;
  }
}
