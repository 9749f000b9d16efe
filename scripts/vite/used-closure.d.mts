/** What `usedClosure` reads of the bundler's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module `roots` import statically, themselves included, package barrels followed by the names taken from them. */
export function usedClosure(ctx: ModuleGraph, roots: readonly string[]): Set<string>;
