/**
 * The password rules of the embedded identity provider for passwords set by an administrator.
 * The realm file declares no Keycloak `passwordPolicy` (its demo passwords would not pass one on
 * import into a real Keycloak), so the rules live here, like Keycloak's length(8), maxLength(128),
 * digits(1), lowerCase/upperCase (letters) and notUsername/notEmail policies.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Why `password` is refused for this user, in pt-BR, or undefined when it is accepted. */
export function passwordProblem(password: string, user: { username: string; email: string }): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `A senha deve ter ao menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (length > PASSWORD_MAX_LENGTH) return `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'A senha deve ter ao menos uma letra e um número.';
  const lower = password.toLowerCase();
  if (lower === user.username.toLowerCase() || (user.email !== '' && lower === user.email.toLowerCase())) {
    return 'A senha não pode ser igual ao nome de usuário nem ao e-mail.';
  }
  return undefined;
}
