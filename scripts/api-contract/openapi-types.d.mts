/** src/web/api/vtlog-api.generated.ts, the SPA's types of the API. */
export const openapiTypesFile: string;
/** The generated file's text for an OpenAPI document (JSON text). */
export function openapiTypesSource(openapiJson: string): Promise<string>;
/** Rewrites the generated file from the committed snapshot openapi/vtlog-api.json. */
export function writeOpenapiTypes(): Promise<void>;
