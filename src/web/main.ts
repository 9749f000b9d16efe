/**
 * Vite entry of the SPA, kept small: it starts the sign-in (configuration, keycloak-js's silent check)
 * at once, while the app's code is still arriving, instead of after that code has loaded and run.
 */
import { startBoot } from './app/boot.ts';
import { chunk } from './app/code-chunk.ts';

void startBoot();
void chunk(() => import('./app/render-app.tsx'))();
