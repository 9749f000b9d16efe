import type { Plugin } from 'vite';

/** Writes .br and .gz copies beside the build's scripts, style sheets and SVGs of 1 kB or more. */
export function precompressPlugin(): Plugin;
