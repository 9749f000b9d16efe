// keycloak-js third-party cookie check, step 1: place test cookies, then read them in step 2.
async function hasStorageAccess() {
  if (!('hasStorageAccess' in document)) return true;
  return document.hasStorageAccess();
}

if (await hasStorageAccess()) {
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure';
  document.cookie = 'KEYCLOAK_3P_COOKIE=supported; Max-Age=60';
  window.location = 'step2.html';
} else {
  window.parent.postMessage('unsupported', '*');
}
