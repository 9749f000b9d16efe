/**
 * The embedded identity provider's HTML pages (pt-BR). No inline script or style: the pages load
 * `login.css` from the IdP, so they work under a strict Content-Security-Policy.
 */
import { faviconUrl } from './idp-http.ts';

const PRODUCT = 'Vehicles Tracking';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function layout(title: string, cssUrl: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} — ${PRODUCT}</title>
<link rel="icon" type="image/svg+xml" href="${escapeHtml(faviconUrl())}">
<link rel="stylesheet" href="${escapeHtml(cssUrl)}">
</head>
<body>
<main class="card">
<p class="product" aria-hidden="true">${PRODUCT}</p>
${body}
</main>
</body>
</html>
`;
}

export interface LoginPageModel {
  actionUrl: string;
  cssUrl: string;
  username: string;
  /** An error to announce (wrong password, locked account...). */
  error?: string;
}

export function loginPage(model: LoginPageModel): string {
  const invalid = model.error !== undefined;
  const described = invalid ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  // After an error the username is kept, so focus goes to the password (Keycloak does the same).
  const focusUser = model.username === '' ? ' autofocus' : '';
  const focusPassword = model.username === '' ? '' : ' autofocus';
  return layout(
    'Entrar',
    model.cssUrl,
    `<h1>Entrar no ${PRODUCT}</h1>
${invalid ? `<div id="login-error" class="alert" role="alert">${escapeHtml(model.error ?? '')}</div>` : ''}
<form id="kc-form-login" method="post" action="${escapeHtml(model.actionUrl)}" novalidate>
<div class="field">
<label for="username">Usuário ou e-mail</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(model.username)}"${focusUser}${described}>
</div>
<div class="field">
<label for="password">Senha</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword}${described}>
</div>
<button id="kc-login" type="submit">Entrar</button>
</form>`,
  );
}

export function messagePage(cssUrl: string, title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    cssUrl,
    `<h1>${escapeHtml(title)}</h1>
<p id="kc-page-message">${escapeHtml(message)}</p>
${link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

export function logoutConfirmPage(cssUrl: string, actionUrl: string, fields: Record<string, string | undefined>): string {
  const hidden = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    'Sair',
    cssUrl,
    `<h1>Sair do ${PRODUCT}</h1>
<p>Deseja finalizar sua sessão?</p>
<form method="post" action="${escapeHtml(actionUrl)}">
${hidden}
<button id="kc-logout" type="submit" autofocus>Sair</button>
</form>`,
  );
}
