// A TCP relay in front of the app, for journeys that cut the server off while the device stays
// online (navigator.onLine true: a café's Wi-Fi with no way out, a server that went down). The browser
// is sent to the relay's address, so the page and its service worker have the relay's origin; `cut`
// ends every open connection and resets each new one at once, with the port still bound (the browser
// meets 'connection reset', never another server on that port); `restore` passes connections again.
// The test reads the app itself at its own address, past the relay.
import net from 'node:net';

/** A request the relay passed on: its request line, and when it went through. */
export interface RelayedRequest {
  at: number;
  method: string;
  path: string;
}

export interface Relay {
  /** The relay's address, e.g. http://127.0.0.1:41235: the browser's origin. */
  readonly url: string;
  /** Whether connections are cut now. */
  readonly isCut: boolean;
  /** How many connections were reset while cut (a test can tell the browser tried). */
  readonly refused: number;
  /**
   * The requests passed on, oldest first, read from their request lines (HTTP/1.1 as a browser writes
   * it: each request starts a write of its own, so a line is looked for at the start of each chunk).
   */
  readonly requests: readonly RelayedRequest[];
  /** Ends every open connection and resets each new one until `restore`. */
  cut(): void;
  /** Passes connections to the app again. */
  restore(): void;
  close(): Promise<void>;
}

/** Starts a relay on a port of its own in front of `target` (an http://host:port address). */
export async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  let cut = false;
  let refused = 0;
  const requests: RelayedRequest[] = [];

  const end = (socket: net.Socket) => {
    // A reset, not a polite end: the browser sees the connection fail, as when a route is lost.
    if (!socket.destroyed) socket.resetAndDestroy();
  };
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A peer's reset (the browser gave up, or `cut` ended the other side) is not the test's error.
    socket.on('error', () => undefined);
  };

  const server = net.createServer((client) => {
    if (cut) {
      refused += 1;
      client.on('error', () => undefined);
      end(client);
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      const line = /^([A-Z]+) (\S+) HTTP\/1\.[01]\r\n/.exec(chunk.toString('latin1', 0, Math.min(chunk.length, 2048)));
      if (line) requests.push({ at: Date.now(), method: line[1]!, path: line[2]! });
    });
    client.pipe(upstream);
    upstream.pipe(client);
    // One side ending or failing ends the other: a half-open pair would hold the browser's request.
    const both = () => {
      end(client);
      end(upstream);
    };
    client.on('close', both);
    upstream.on('close', both);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port: own } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${own}`,
    get isCut() {
      return cut;
    },
    get refused() {
      return refused;
    },
    requests,
    cut() {
      cut = true;
      for (const socket of open) end(socket);
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) end(socket);
        server.close(() => resolve());
      }),
  };
}
