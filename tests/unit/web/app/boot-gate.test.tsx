// @vitest-environment jsdom
/**
 * A reloaded tab's app is made with the session it resumes, without waiting for keycloak-js, whose
 * confirmation (started once the opened page is drawn: app-router.tsx) ends the boot with the same
 * session (nothing drawn again); a tab that resumes nothing starts its sign-in at once and waits for it.
 */
import '../setup.ts';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../../../../src/web/auth/auth-session.ts';
import type { BootOutcome } from '../../../../src/web/app/boot.ts';

const boot = vi.hoisted(() => ({
  resumed: Promise.resolve<AuthSession | undefined>(undefined),
  outcome: new Promise<BootOutcome>(() => undefined),
  confirmSession: vi.fn(),
}));
vi.mock('../../../../src/web/app/boot.ts', () => ({
  resumedSession: () => boot.resumed,
  startBoot: () => boot.outcome,
  confirmSession: boot.confirmSession,
}));

const { BootGate } = await import('../../../../src/web/app/boot-gate.tsx');

const session: AuthSession = {
  profile: { id: 'u1', firstName: 'Ana', lastName: 'Admin', email: 'ana@example.com' },
  permissions: [],
  token: () => 'token',
  logout: async () => undefined,
};

/** A tab that resumes `session`, whose keycloak-js confirmation ends when `confirmed` is called. */
function resumedBoot(): { confirmed: (outcome: BootOutcome) => void } {
  let confirmed: (outcome: BootOutcome) => void = () => undefined;
  boot.resumed = Promise.resolve(session);
  boot.outcome = new Promise<BootOutcome>((done) => (confirmed = done));
  return { confirmed };
}

describe('BootGate', () => {
  let draws: number;
  function App({ drawn }: { drawn: AuthSession }) {
    draws += 1;
    return <p>app de {drawn.profile.firstName}</p>;
  }
  const app = (drawn: AuthSession) => <App drawn={drawn} />;
  const gate = () =>
    render(
      <MantineProvider>
        <BootGate>{app}</BootGate>
      </MantineProvider>,
    );

  beforeEach(() => {
    draws = 0;
    boot.confirmSession.mockReset();
  });

  it('draws a resumed session at once, leaving keycloak-js to the app; its confirmation draws nothing again', async () => {
    const { confirmed } = resumedBoot();
    gate();
    expect(await screen.findByText('app de Ana')).toBeTruthy();
    expect(boot.confirmSession).not.toHaveBeenCalled();
    const drawnBefore = draws;
    await act(async () => confirmed({ kind: 'ready', session }));
    expect(draws).toBe(drawnBefore);
  });

  it('a tab that resumes nothing starts keycloak-js at once and waits for its sign-in', async () => {
    let confirmed: (outcome: BootOutcome) => void = () => undefined;
    boot.resumed = Promise.resolve(undefined);
    boot.outcome = new Promise<BootOutcome>((done) => (confirmed = done));
    gate();
    await act(async () => undefined);
    expect(boot.confirmSession).toHaveBeenCalled();
    expect(screen.queryByText('app de Ana')).toBeNull();
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await act(async () => confirmed({ kind: 'ready', session }));
    expect(await screen.findByText('app de Ana')).toBeTruthy();
  });

  it('shows why sign-in failed even after a resumed draw', async () => {
    const { confirmed } = resumedBoot();
    gate();
    expect(await screen.findByText('app de Ana')).toBeTruthy();
    await act(async () => confirmed({ kind: 'sign-in-failed' }));
    expect(screen.queryByText('app de Ana')).toBeNull();
    expect(screen.getByTestId('boot-failure')).toBeTruthy();
  });
});
