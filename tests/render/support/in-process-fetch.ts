/**
 * The browser's fetch, answered by a server in the same process (inject). Installed when this module
 * is first imported — before the SPA's modules, some of which ask for /config.json as they load
 * (src/web/manifests/page-routes.ts) — and held until a test names the server and the token
 * (`answerWith`). Counts what is in flight, so a caller can wait for the page to settle.
 */
import type { FastifyInstance } from 'fastify';

interface Target {
  app: FastifyInstance;
  token: string;
  /** Called with each answer of 4xx/5xx. */
  onFailure: (failure: string) => void;
}

let target: Target | undefined;
let targetSet: () => void;
let ready = new Promise<void>((resolve) => (targetSet = resolve));

export const traffic = { inFlight: 0, lastActivity: performance.now() };

/** Sends the SPA's requests to `app` with `token` from now on. */
export function answerWith(next: Target): void {
  target = next;
  targetSet();
  ready = Promise.resolve();
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  // The SPA asks for some paths relative to the page (/config.json), which a Request outside a browser cannot resolve.
  const request = new Request(input instanceof Request ? input : new URL(String(input), window.location.href), init);
  const url = new URL(request.url);
  traffic.inFlight++;
  try {
    await ready;
    const { app, token, onFailure } = target!;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode >= 400) onFailure(`${request.method} ${url.pathname}${url.search} -> ${response.statusCode} ${response.body.slice(0, 300)}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  } finally {
    traffic.inFlight--;
    traffic.lastActivity = performance.now();
  }
};
