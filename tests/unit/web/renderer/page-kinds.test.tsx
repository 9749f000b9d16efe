// @vitest-environment jsdom
import '../setup.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import accessDenied from '../../../../manifests/pages/access-denied.json';
import home from '../../../../manifests/pages/home.json';
import settings from '../../../../manifests/pages/settings.json';
import { permissionsFor, renderPage } from './render-page.tsx';

const slow = { timeout: 15_000 };

describe('page frame and simple kinds', { timeout: 30_000 }, () => {
  it('home: welcome naming the product, breadcrumb Início, no back button', async () => {
    await renderPage(home as PageManifest, { url: '/', permissions: permissionsFor('vtlog-home'), routes: {} });
    expect(await screen.findByText('Bem-vindo ao Vehicles Tracking', {}, slow)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' }).textContent).toContain('Início');
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
  });

  it('access denied: title, message, and the button back to the start', async () => {
    await renderPage(accessDenied as PageManifest, { url: '/access-denied', permissions: [], routes: {} });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' }, slow)).toBeTruthy();
    expect(screen.getByText('Você não tem permissão para acessar essa página.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
  });

  it('section index: a card per child page the user may open, with a back button', async () => {
    await renderPage(settings as PageManifest, { url: '/settings', permissions: permissionsFor('settings', 'users-settings'), routes: {} });
    const usersCard = await screen.findByRole('link', { name: /Usuários e acessos/ }, slow);
    expect(usersCard.getAttribute('href')).toBe('/users');
    // the user lacks transport-routes: its card is not offered
    expect(screen.queryByRole('link', { name: /Rotas e Targets/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });
});
