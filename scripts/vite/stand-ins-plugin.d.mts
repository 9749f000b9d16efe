import type { Plugin } from 'vite';

/** A library import pointed at a stand-in: a file of the app (`file`) or another package (`module`). */
export interface StandIn {
  importer: RegExp;
  source: string;
  file?: string;
  module?: string;
}

/** The stand-ins of the build. */
export const standIns: readonly StandIn[];

/** Points a few library imports at stand-ins holding only the piece the app uses (build only); fails the build when one no longer matches. */
export function standInsPlugin(options: { root: string; entries?: readonly StandIn[] }): Plugin;
