/**
 * Manifest icon names (schemas/common.schema.json $defs.icon) -> Tabler icon components. Only
 * these icons are imported, so the app bundles nothing else from the icon set.
 */
import {
  IconAdjustments, IconAlertTriangle, IconArrowLeft, IconCar, IconChartBar, IconChecklist, IconClockExclamation,
  IconDeviceMobile, IconDownload, IconError404, IconFileReport, IconFileSpreadsheet, IconFilterOff, IconGauge, IconHelp,
  IconHome, IconHourglass, IconListDetails, IconLock, IconLogout, IconMapPin, IconPackage, IconPlugConnectedX,
  IconReceipt, IconRoute, IconSettingsCog, IconTruckReturn, IconUpload, IconUser, IconUsers, type Icon,
} from '@tabler/icons-react';
import type { MenuEntry } from '../../../shared/manifest/manifest-types.ts';

export const manifestIcons: Readonly<Record<NonNullable<MenuEntry['icon']>, Icon>> = {
  home: IconHome,
  car: IconCar,
  'map-pin': IconMapPin,
  'truck-return': IconTruckReturn,
  'alert-triangle': IconAlertTriangle,
  'chart-bar': IconChartBar,
  'file-report': IconFileReport,
  'settings-cog': IconSettingsCog,
  adjustments: IconAdjustments,
  users: IconUsers,
  user: IconUser,
  help: IconHelp,
  logout: IconLogout,
  lock: IconLock,
  'error-404': IconError404,
  route: IconRoute,
  upload: IconUpload,
  checklist: IconChecklist,
  'clock-exclamation': IconClockExclamation,
  'filter-off': IconFilterOff,
  'file-spreadsheet': IconFileSpreadsheet,
  download: IconDownload,
  'list-details': IconListDetails,
  package: IconPackage,
  gauge: IconGauge,
  'plug-connected-x': IconPlugConnectedX,
  hourglass: IconHourglass,
  'device-mobile': IconDeviceMobile,
  receipt: IconReceipt,
  'arrow-left': IconArrowLeft,
};
