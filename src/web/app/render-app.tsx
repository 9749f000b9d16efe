/** The app's code, loaded by main.ts beside the sign-in it started: styles, then React on #root. */
// First of the app's modules to run: the opened page's code is asked for before the rest of the app runs.
import './opened-page.ts';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { watchFirstInput } from '../renderer/overlays/first-input.ts';
import { requestOpenedPage } from './opened-page-requests.ts';
import { createQueryClient } from './query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html sem o elemento #root.');

const queryClient = createQueryClient();
const requests = requestOpenedPage(queryClient);
watchFirstInput();
// The app's first render (its providers and the loading screen) waits until the page's first requests
// have left: drawn before, it held the main thread while the page's code waited to run and send them.
void requests.asked.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} firstAnswer={requests.firstAnswer} />
    </StrictMode>,
  ),
);
