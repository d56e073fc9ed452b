// The backends the REST contract suite runs against: the MSW backend and the json-server backend
// on a free port, or (with CONTRACT_BASE_URL) only that real backend. Each test file starts its
// own, so files run side by side on data of their own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { WebSocket } from 'ws';
import { handlers, resetMockBackend } from '../src/mocks/handlers';
import { acceptConnection } from '../src/mocks/pusherServer';
import { startApiServer } from '../src/mocks/server/api';
import { API_BASE_PATH, REALTIME_KEY } from '../src/contract/endpoints';

/** A frame of the Pusher protocol, as the real-time server sends it. */
export type Frame = { event: string; channel?: string; data: string };

/** A raw connection to a backend's real-time server: the frames it got, and a way to send. */
export type RealtimeSocket = {
  frames: Frame[];
  send: (message: unknown) => void;
  close: () => void;
};

export type Started = {
  base: string;
  reset: () => void;
  stop: () => Promise<void>;
  /** The stored data as text, where the suite can see it (not on a real backend). */
  stored?: () => string;
  /** A connection to the real-time server, where the suite knows it (not on a real backend). */
  connect?: () => RealtimeSocket;
};

export type Target = { name: string; start: () => Promise<Started> };

/** A socket that keeps every frame it receives. */
function recordingSocket(
  open: (receive: (text: string) => void) => Omit<RealtimeSocket, 'frames'>,
) {
  const frames: Frame[] = [];
  return { frames, ...open((text) => frames.push(JSON.parse(text) as Frame)) };
}

/** Both mock backends, each started fresh from the seed. */
export const mockTargets: Target[] = [
  {
    name: 'MSW backend',
    start: async () => {
      const server = setupServer(...Object.values(handlers).flat());
      server.listen({ onUnhandledFrame: 'error' });
      let backend = resetMockBackend();
      return {
        base: `http://mock.test${API_BASE_PATH}`,
        reset: () => void (backend = resetMockBackend()),
        stop: async () => server.close(),
        stored: () => JSON.stringify(backend.db),
        // MSW's ws.link hands browser sockets to this same server; Node 20 has no WebSocket
        // for it to intercept, so the suite talks to the server directly.
        connect: () =>
          recordingSocket((receive) => {
            const connection = acceptConnection(receive);
            return {
              send: (message) => connection.receive(JSON.stringify(message)),
              close: () => connection.close(),
            };
          }),
      };
    },
  },
  {
    name: 'json-server backend',
    start: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'beeglobal-contract-'));
      const dbFile = join(folder, 'db.json');
      const api = await startApiServer({ port: 0, dbFile });
      return {
        base: api.url,
        reset: api.reset,
        stop: async () => {
          await api.close();
          rmSync(folder, { recursive: true, force: true });
        },
        stored: () => readFileSync(dbFile, 'utf8'),
        connect: () =>
          recordingSocket((receive) => {
            const socket = new WebSocket(`${api.url.replace('http', 'ws')}/app/${REALTIME_KEY}`);
            const opened = new Promise((resolve) => socket.once('open', resolve));
            socket.on('message', (data) => receive(String(data)));
            return {
              send: (message) => void opened.then(() => socket.send(JSON.stringify(message))),
              close: () => socket.close(),
            };
          }),
      };
    },
  },
];

export const targets: Target[] = process.env.CONTRACT_BASE_URL
  ? [
      {
        name: `real backend at ${process.env.CONTRACT_BASE_URL}`,
        start: async () => ({
          base: process.env.CONTRACT_BASE_URL!,
          reset: () => {},
          stop: async () => {},
        }),
      },
    ]
  : mockTargets;
