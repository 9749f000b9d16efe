/** Clusters (count bubbles) and single vehicles (status-coloured dots) over the offline map. */
import { enumManifests } from '../../../manifests/enum-manifests.ts';
import { countLabel, enumOption } from '../../../renderer/format/format-value.ts';
import { type Cluster, clusterRadius } from '../geo/grid-cluster.ts';
import { type Viewport, worldToScreen } from '../geo/viewport.ts';
import type { VehicleLocation } from '../vehicle-location.ts';
import classes from './vehicle-map.module.css';

const statusEnum = enumManifests.get('vehicle-status');
const countFormat = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

export interface ClusterLayerProps {
  view: Viewport;
  clusters: Cluster[];
  vehicles: readonly VehicleLocation[];
  selectedId: number | undefined;
  onCluster: (cluster: Cluster) => void;
  onVehicle: (index: number) => void;
}

export function ClusterLayer({ view, clusters, vehicles, selectedId, onCluster, onVehicle }: ClusterLayerProps) {
  return (
    <g>
      {clusters.map((cluster) => {
        const p = worldToScreen(view, cluster.center);
        if (cluster.count === 1) {
          const vehicle = vehicles[cluster.first]!;
          const color = enumOption(vehicle.status, statusEnum).color ?? 'blue';
          return (
            <circle
              key={cluster.key}
              className={`${classes.marker} ${vehicle.id === selectedId ? classes.selected : ''}`}
              cx={p.x}
              cy={p.y}
              r={clusterRadius(1)}
              fill={`var(--mantine-color-${color}-6)`}
              data-testid="map-marker"
              role="img"
              aria-label={`Veículo ${vehicle.chassi}`}
              onClick={(event) => {
                event.stopPropagation();
                onVehicle(cluster.first);
              }}
            />
          );
        }
        const r = clusterRadius(cluster.count);
        return (
          <g
            key={cluster.key}
            className={classes.cluster}
            data-testid="map-cluster"
            data-count={cluster.count}
            role="img"
            aria-label={`Grupo de ${countLabel(cluster.count, 'veículo', 'veículos')}`}
            onClick={(event) => {
              event.stopPropagation();
              onCluster(cluster);
            }}
          >
            <circle cx={p.x} cy={p.y} r={r} />
            <text x={p.x} y={p.y} dy="0.35em" textAnchor="middle">
              {countFormat.format(cluster.count)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
