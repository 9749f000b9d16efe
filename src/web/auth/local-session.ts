/**
 * What a sign-in leaves in the browser and logout removes: the stored profile, the list
 * and location filters and all of sessionStorage (page states, the encrypted permissions).
 * Convention: every per-user entry in localStorage is keyed `vtlog.<something>` (profile, list
 * filters, location filters); the theme preference (`vtlog-color-scheme`) belongs to the device
 * and survives logout.
 */
export const userLocalStoragePrefix = 'vtlog.';

export function clearLocalSession(): void {
  const userKeys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(userLocalStoragePrefix)) userKeys.push(key);
  }
  for (const key of userKeys) localStorage.removeItem(key);
  sessionStorage.clear();
}
