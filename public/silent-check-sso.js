// keycloak-js's silent single sign-on check (onLoad: 'check-sso'): the identity provider redirects its hidden
// iframe here with the authorization code; the app, same origin, reads it from this URL. A file of its own,
// not an inline script, so the app's Content-Security-Policy (script-src 'self') allows it.
parent.postMessage(location.href, location.origin);
