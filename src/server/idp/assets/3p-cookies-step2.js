// keycloak-js third-party cookie check, step 2: report whether the cookies of step 1 came back.
const supported = document.cookie.includes('KEYCLOAK_3P_COOKIE');
if (supported) {
  document.cookie = 'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0';
  document.cookie = 'KEYCLOAK_3P_COOKIE=; Max-Age=0';
}
window.parent.postMessage(supported ? 'supported' : 'unsupported', '*');
