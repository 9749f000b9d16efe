/**
 * The overlay code of the app, one chunk loaded after the first paint (deferred-overlays.ts):
 * Mantine's tooltips, menus, dialogs and toasts, and the confirm dialogs' provider.
 */
export { Menu, Modal, Tooltip } from '@mantine/core';
export { ModalsProvider } from '@mantine/modals';
export { Notifications } from '@mantine/notifications';
