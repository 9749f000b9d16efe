import type { Plugin } from 'vite';

export const FORM_VALIDATORS_MODULE: string;
/** Every form schema (`filters.schema`, `form.schema` at any depth) of one parsed page manifest. */
export function formSchemasOf(page: unknown): Record<string, unknown>[];
/** The distinct form schemas of the page manifests under `root`/manifests/pages, by RJSF schema key. */
export function manifestFormSchemas(root: string): Map<string, Record<string, unknown>>;
/** ES module source exporting `validators` (schema key -> Ajv standalone validate function). */
export function formValidatorsCode(schemas: readonly Record<string, unknown>[]): string;
/** The modules the validators of every manifest form import (the dev server pre-bundles them). */
export function validatorImports(root: string): string[];
/** Serves `virtual:vtlog-form-validators` (the loaders) and one validators module per form schema. */
export function formValidatorsPlugin(options: { root: string }): Plugin;
