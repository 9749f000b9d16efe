/**
 * A load that React's `use` reads at once when it has settled (React's thenable fields), so what
 * was loaded before draws without a fallback. `forget` runs if it fails, so the next call can try again.
 */
export type SettledLoad<T> = Promise<T> & ({ status?: undefined } | { status: 'fulfilled'; value: T });

export function settledLoad<T>(promise: Promise<T>, forget: () => void): SettledLoad<T> {
  const load: SettledLoad<T> = promise;
  load.then((value) => Object.assign(load, { status: 'fulfilled', value }), forget);
  return load;
}
