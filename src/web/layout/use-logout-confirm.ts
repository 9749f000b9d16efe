import { useCallback } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { appManifest } from '../manifests/app-manifest.ts';
import { openConfirmDialog } from '../renderer/actions/confirm-dialog.tsx';

/** Sair: asks "Sair do VTLog" / "Deseja finalizar sua sessão?", then logs out. */
export function useLogoutConfirm(): () => void {
  const { logout } = useAuth();
  return useCallback(() => {
    openConfirmDialog({
      title: appManifest.texts.logoutTitle,
      message: appManifest.texts.logoutMessage,
      onConfirm: () => void logout(),
    });
  }, [logout]);
}
