import { describe, expect, it } from 'vitest';
import { vehicleLocationsOf } from '../../../../src/web/custom/locations/vehicle-location.ts';

describe('the map answer, column by column', () => {
  it('becomes one record per vehicle, its texts looked up in the answer tables', () => {
    const vehicles = vehicleLocationsOf({
      total: 2,
      modelos: ['Argo', 'Kwid'],
      statuses: ['EM ESTOQUE'],
      destinos: [{ cidade: 'Vitória', uf: 'ES' }],
      chassi: ['9BD358A18SB000029', '93YRBB2A8VR000009'],
      modelo: [0, 1],
      status: [0, 0],
      destino: [0, 0],
      latitude: [-19.96418, -25.53948],
      longitude: [-44.19565, -49.209],
      atualizadoEm: [1748259900, 1748259960],
    });
    expect(vehicles).toEqual([
      {
        id: 0,
        chassi: '9BD358A18SB000029',
        modelo: 'Argo',
        status: 'EM ESTOQUE',
        latitude: -19.96418,
        longitude: -44.19565,
        atualizadoEm: '2025-05-26T11:45:00.000Z',
        cidade: 'Vitória',
        uf: 'ES',
      },
      {
        id: 1,
        chassi: '93YRBB2A8VR000009',
        modelo: 'Kwid',
        status: 'EM ESTOQUE',
        latitude: -25.53948,
        longitude: -49.209,
        atualizadoEm: '2025-05-26T11:46:00.000Z',
        cidade: 'Vitória',
        uf: 'ES',
      },
    ]);
  });
});
