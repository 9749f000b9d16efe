/** The signed-in user's profile, taken from the ID token and stored locally. */
export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const profileStorageKey = 'vtlog.profile';

function claim(token: Record<string, unknown> | undefined, name: string): string {
  const value = token?.[name];
  return typeof value === 'string' ? value : '';
}

export function profileFromToken(token: Record<string, unknown> | undefined): UserProfile {
  const firstName = claim(token, 'given_name');
  return {
    id: claim(token, 'sub'),
    firstName: firstName || claim(token, 'preferred_username'),
    lastName: claim(token, 'family_name'),
    email: claim(token, 'email'),
  };
}

export function storeProfile(profile: UserProfile): void {
  localStorage.setItem(profileStorageKey, JSON.stringify(profile));
}

/** "AA" from Ana Admin; one letter when there is no last name. */
export function initials(profile: UserProfile): string {
  return [profile.firstName, profile.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toLocaleUpperCase('pt-BR');
}

export function fullName(profile: UserProfile): string {
  return [profile.firstName, profile.lastName].filter((name) => name.trim() !== '').join(' ');
}
