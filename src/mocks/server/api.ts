// `npm run api`: the mock backend over HTTP with json-server 0.17, on loopback port 3001.
// The same backend logic as MSW; the data is kept in a working copy of the seed (db.json, its times
// moved to today when live), written atomically after each change and before its answer.
import { existsSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import jsonServer from 'json-server';
import { WebSocketServer } from 'ws';
import { acceptConnection, pushToMember } from '../pusherServer';
import { createBackend } from '../backend/create';
import { MAX_BODY_BYTES } from '../../contract/choices';
import { BODY_TOO_LARGE, readRequest } from '../backend/http';
import { respond } from '../backend/router';
import type { Outcome } from '../backend/scenarios';
import { createSeedDb } from '../data/seed';
import { dataFileSaver, readDataFile } from './dataFile';
import { seedOfToday } from '../data/today';

/**
 * The body as text, or null as soon as it is known to be over MAX_BODY_BYTES (declared or
 * counted); the rest is then read and dropped, so the client still gets the answer.
 */
function bodyWithinLimit(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      request.removeAllListeners('data');
      request.resume();
      resolve(null);
    };
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge();
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

type ApiServerOptions = {
  port?: number;
  dbFile?: string;
  host?: string;
  /** A live demo (`npm run api`): the seed's times moved to today. Tests keep the reference day. */
  live?: boolean;
};

export function startApiServer({
  port = 3001,
  dbFile = 'db.working.json',
  host = '127.0.0.1',
  live = false,
}: ApiServerOptions = {}) {
  const seed = live ? seedOfToday : createSeedDb;
  if (!existsSync(dbFile)) writeFileSync(dbFile, JSON.stringify(seed(), null, 2));
  // The data lives in memory; every change is written to the file atomically (see dataFile.ts).
  const state = readDataFile(dbFile, seed());
  const save = dataFileSaver(dbFile);
  /** The write of the latest change: an answer waits for it. */
  let saved: Promise<void> = Promise.resolve();
  const backend = createBackend(state, {
    changed: () => {
      saved = save(state);
    },
    push: pushToMember,
    seed,
  });

  const server = jsonServer.create();
  server.use(jsonServer.defaults({ logger: false }));
  // No json-server bodyParser: the raw text, within MAX_BODY_BYTES, goes to the reader MSW uses.
  server.use((request: Request, response: Response) => {
    const url = new URL(request.originalUrl, 'http://mock');
    bodyWithinLimit(request).then(
      (bodyText) => {
        if (bodyText === null) {
          response.status(BODY_TOO_LARGE.status).json(BODY_TOO_LARGE.body);
          return;
        }
        const read = readRequest({
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          headers: { get: (name) => request.get(name) },
          bodyText,
        });
        const outcome: Outcome =
          'response' in read
            ? { delayMs: 0, answer: () => read.response }
            : respond(backend, read.request);
        // Offline: the connection drops with no answer, as when the backend is down.
        if ('offline' in outcome) return request.socket.destroy();
        if ('neverAnswers' in outcome) return;
        // Answered once what the request changed is in the file.
        const send = () => {
          const answer = outcome.answer();
          saved.then(
            () => response.status(answer.status).json(answer.body),
            (error: unknown) => {
              console.error('The mock API could not write its data file:', error);
              response.status(500).json({ error: 'Internal server error' });
            },
          );
        };
        if (outcome.delayMs > 0) setTimeout(send, outcome.delayMs);
        else send();
      },
      // The client went away before its body arrived: nobody to answer.
      () => response.destroy(),
    );
  });

  return new Promise<{ url: string; reset: () => void; close: () => Promise<void> }>((resolve) => {
    const listener = server.listen(port, host, () => {
      // The real-time endpoint: pusher-js connects to /app/{key} (below /api through the dev proxy).
      const sockets = new WebSocketServer({ server: listener });
      sockets.on('connection', (socket, upgrade) => {
        if (!upgrade.url?.includes('/app/')) return socket.close(1008, 'Unknown path');
        const connection = acceptConnection((text) => socket.send(text));
        socket.on('message', (data) => connection.receive(data.toString()));
        socket.on('close', () => connection.close());
      });
      const address = listener.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        /** Back to the seeded data (the contract suite starts every test from it). */
        reset: () => {
          Object.assign(state, seed());
          saved = save(state);
          backend.scenarios = {};
        },
        close: () =>
          new Promise((done) => {
            listener.closeAllConnections();
            listener.close(() => done());
          }),
      });
    });
  });
}
