/** The committed OpenAPI snapshot (openapi/vtlog-api.json) under `root`. */
export function readOpenapi(root: string): Record<string, unknown>;
/** A page manifest file with its list filter form narrowed by the API's filter declarations. */
export function readPageManifest(root: string, file: string): Record<string, unknown>;
