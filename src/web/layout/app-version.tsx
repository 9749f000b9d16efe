import { Text } from '@mantine/core';
import { appManifest } from '../manifests/app-manifest.ts';
import classes from './layout.module.css';

/** The app version; in the 72 px sidebar it wraps after the year to fit. */
export function AppVersion({ expanded }: { expanded: boolean }) {
  const [year, ...rest] = appManifest.version.split('.');
  return (
    <Text className={classes.version} title={`Versão ${appManifest.version}`} data-testid="app-version">
      {expanded ? (
        `Versão ${appManifest.version}`
      ) : (
        <>
          {year}.<br />
          {rest.join('.')}
        </>
      )}
    </Text>
  );
}
