// A small HTTP load balancer for benchmarks: each request goes to the next store in turn, over
// keep-alive connections to each store, as a load balancer in front of several processes on one
// PostgreSQL would do. Not for production: no health checks or timeouts. A store that cannot be
// reached answers 502, which the benchmark counts as a server error.
//
// Keep-alive has one race: a store closes a connection it has seen idle for its keep-alive time
// (5 s) just as the proxy sends a request on it, and the request meets ECONNRESET. So idle
// connections are dropped before the store's announced timeout (Node's agent only heeds the
// store's Keep-Alive hint when the agent has a timeout of its own), and a request that meets a
// reset on a reused connection, before any answer, is sent again once on a new one, as Node's
// documentation advises: the store closed that connection unread, so nothing was done twice.
import http from "node:http";

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each target so far, in the targets' order. */
  counts: readonly number[];
  close(): Promise<void>;
}

/** Headers that belong to one connection, not to the request or answer passed on. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

/** Idle connections to a store are closed after this, before the store's own 5 s. */
const idleConnectionMs = 4_000;

export async function startRoundRobinProxy(targets: readonly string[], maxSocketsPerTarget = 64): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error("the proxy needs at least one target");
  const upstreams = targets.map((target) => ({
    url: new URL(target),
    agent: new http.Agent({ keepAlive: true, maxSockets: maxSocketsPerTarget, timeout: idleConnectionMs }),
  }));
  const counts = targets.map(() => 0);
  let next = 0;

  const forward = (
    index: number,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    retried: boolean,
  ) => {
    const upstream = upstreams[index];
    if (!upstream) throw new Error(`no upstream #${index}`);
    const outgoing = http.request(
      {
        host: upstream.url.hostname,
        port: upstream.url.port,
        method: request.method,
        path: request.url,
        agent: upstream.agent,
        // The Host header is the proxy's, as the shoppers addressed it: same-origin checks compare it.
        headers: endToEnd(request.headers),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(response);
        answer.on("error", () => response.destroy());
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (!retried && outgoing.reusedSocket && error.code === "ECONNRESET" && !response.headersSent) {
        forward(index, request, body, response, true);
        return;
      }
      if (response.headersSent) {
        response.destroy(error);
        return;
      }
      response.writeHead(502, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { code: "bad_gateway", message: `store ${index + 1}: ${error.message}` } }));
    });
    outgoing.end(body);
  };

  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    // Bodies are small (the store refuses more than 16 KB) and kept whole, to be sent again if need be.
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => forward(index, request, Buffer.concat(chunks), response, false));
    request.on("error", () => response.destroy());
  });
  // Shoppers' connections are kept alive between requests, as a browser's are.
  server.keepAliveTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const upstream of upstreams) upstream.agent.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
