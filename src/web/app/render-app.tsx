/** The app's code, loaded by main.ts beside the sign-in it started: styles, then React on #root. */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { watchFirstInput } from '../renderer/overlays/first-input.ts';
import { createAppRouter } from './app-router.tsx';
import { firstSession } from './boot.ts';
import { createQueryClient } from './query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html sem o elemento #root.');

const queryClient = createQueryClient();
// Made now, not once the session is drawn: the opened page's code and manifest load while sign-in runs.
const router = createAppRouter({ queryClient, session: firstSession });
watchFirstInput();
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
