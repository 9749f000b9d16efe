/**
 * A page's form as its manifest declares it, in a module of its own: the form variants (download,
 * result, upload) and the panel they share all take it, and none has to import another for it.
 */
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';

export type PageForm = NonNullable<PageManifest['form']>;
