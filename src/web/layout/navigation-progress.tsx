import { useNavigation } from 'react-router-dom';
import classes from './layout.module.css';

/** The page shown stays until the next one is ready (its route's loader): meanwhile a bar at the top says it is on its way. */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return loading ? <div role="progressbar" aria-label="Carregando a página" className={classes.navigationProgress} /> : null;
}
