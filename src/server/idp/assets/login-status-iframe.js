// keycloak-js session check (login-status-iframe.html), same protocol as Keycloak 26:
// the parent posts "<client_id> <session id>", this page answers "unchanged", "changed" or "error".
// The KEYCLOAK_SESSION cookie holds base64url(sha256(session id)).
let init;
let initRequested = false;

window.addEventListener('message', async (event) => {
  if (typeof event.data !== 'string') return;
  const data = event.data.split(' ');
  if (data.length !== 2) return;
  const [clientId, sessionState] = data;
  const status = await checkState(clientId, event.origin, sessionState);
  event.source.postMessage(status, event.origin);
});

async function checkState(clientId, origin, sessionState) {
  if (!init) {
    if (initRequested) return 'error';
    initRequested = true;
    const url = new URL(location.origin + location.pathname + '/init');
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('origin', origin);
    const response = await fetch(url);
    if (!response.ok) return 'error';
    init = { clientId, origin };
  }
  const cookie = getCookie('KEYCLOAK_SESSION');
  if (!cookie) return sessionState !== '' ? 'changed' : 'unchanged';
  if (clientId !== init.clientId || origin !== init.origin) return 'error';
  return (await hash(sessionState)) === cookie ? 'unchanged' : 'changed';
}

function getCookie(name) {
  for (const part of document.cookie.split(';')) {
    const [key, value] = part.split('=').map((v) => v.trim());
    if (key === name) return value;
  }
  return null;
}

async function hash(text) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCodePoint(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=/g, '');
}
