/**
 * Whether the page is drawn where nothing may be written: the manifest studio's preview draws a
 * page being edited against the real API, so its actions that write (dialogs, row actions, form
 * submits, uploads) are shown disabled, while filters, sorting, paging and exports still work.
 */
import { createContext, useContext } from 'react';

export const WritesDisabledContext = createContext(false);

export const useWritesDisabled = (): boolean => useContext(WritesDisabledContext);
