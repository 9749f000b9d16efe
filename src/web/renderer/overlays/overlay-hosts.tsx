/**
 * The app-wide overlays, drawn once their code is there (deferred-overlays.ts): the toasts'
 * container and the confirm dialogs' provider. A toast or a confirm dialog asked for earlier loads
 * that code and shows when it has arrived.
 */
import { useEffect } from 'react';
import type { ModalsProviderProps } from '@mantine/modals';
import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { loadOverlays, useOverlays } from './deferred-overlays.ts';

/** Mantine's toasts container; `notifications.show` (api/notify.ts) queues a toast in its store meanwhile. */
export function ToastHost(props: NotificationsProps) {
  const overlays = useOverlays();
  const toastsWaiting = useNotifications().notifications.length > 0 && !overlays;
  useEffect(() => {
    if (toastsWaiting) loadOverlays().catch(() => undefined);
  }, [toastsWaiting]);
  return overlays ? <overlays.Notifications {...props} /> : null;
}

/** Whether the confirm dialogs' provider listens (its listeners are set by the effects of its own render), and the dialogs asked for before. */
let listening = false;
const waitingDialogs: Array<() => void> = [];

/** Mantine's ModalsProvider, beside the app rather than around it: confirm dialogs reach it by window events. */
export function ConfirmHost(props: Omit<ModalsProviderProps, 'children'>) {
  const overlays = useOverlays();
  const drawn = overlays !== undefined;
  useEffect(() => {
    if (!drawn) return;
    listening = true;
    for (const open of waitingDialogs.splice(0)) open();
    return () => {
      listening = false;
    };
  }, [drawn]);
  return overlays ? <overlays.ModalsProvider {...props} /> : null;
}

/** Runs `open` now when the confirm dialogs' provider listens, else once it does (loading its code). */
export function whenConfirmsListen(open: () => void): void {
  if (listening) {
    open();
    return;
  }
  waitingDialogs.push(open);
  loadOverlays().catch(() => undefined);
}
