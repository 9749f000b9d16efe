// keycloak-js third-party cookie check: keycloak-js loads this page in a hidden iframe and waits for
// 'supported' or 'unsupported'. Keycloak's own page places test cookies and reads them back in a
// second page; a cookie the browser blocks in this frame cannot be read back in this same page
// either, so the answer comes from here, one page load sooner (the page's script shares the app's
// busy main thread as the app starts).
async function hasStorageAccess() {
  if (!('hasStorageAccess' in document)) return true;
  return document.hasStorageAccess();
}

function cookiesKept() {
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure';
  document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
  const kept = document.cookie.includes('KEYCLOAK_3P_COOKIE');
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure';
  document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
  return kept;
}

window.parent.postMessage((await hasStorageAccess()) && cookiesKept() ? 'supported' : 'unsupported', '*');
