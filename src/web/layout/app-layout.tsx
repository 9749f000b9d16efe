/**
 * The app shell: top bar, sidebar (72 px collapsed / 280 px expanded, from app.json),
 * mobile drawer below `sm` (its code loaded when it first opens), and the main content area where
 * the routed page renders.
 */
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAuth } from '../auth/auth-context.tsx';
import { appManifest } from '../manifests/app-manifest.ts';
import { menuManifest } from '../manifests/page-routes.ts';
import classes from './layout.module.css';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { usePrefetchMenuPages } from './use-prefetch-menu-pages.ts';
import { visibleMenu } from './visible-menu.ts';
import { chunk } from '../app/code-chunk.ts';

const mainContentId = 'conteudo-principal';
const MobileMenu = lazy(chunk(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu }))));

export function AppLayout({ children }: { children: ReactNode }) {
  const { permissions } = useAuth();
  const entries = useMemo(() => visibleMenu(menuManifest.items, permissions), [permissions]);
  usePrefetchMenuPages(entries);
  const [expanded, setExpanded] = useState(!appManifest.sidebar.defaultCollapsed);
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  // Drawn from its first opening on, so that it closes with its transition.
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  if (mobileOpened && !mobileMenuUsed) setMobileMenuUsed(true);
  const { collapsedWidth, expandedWidth } = appManifest.sidebar;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: expanded ? expandedWidth : collapsedWidth, breakpoint: 'sm', collapsed: { mobile: true } }} padding="md">
      <a href={`#${mainContentId}`} className={classes.skipLink}>
        Pular para o conteúdo
      </a>
      <TopBar mobileMenuOpened={mobileOpened} onMobileMenuToggle={mobileMenu.toggle} />
      <Sidebar entries={entries} expanded={expanded} onExpandedChange={setExpanded} />
      {mobileMenuUsed && (
        <Suspense fallback={null}>
          <MobileMenu entries={entries} opened={mobileOpened} onClose={mobileMenu.close} />
        </Suspense>
      )}
      <AppShell.Main id={mainContentId} tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
