import { describe, expect, it } from 'vitest';
import type { PageFilters, PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { enumManifests } from '../../../../src/web/manifests/enum-manifests.ts';
import { cleanFilters, matchingEnum, prepareFilterForm } from '../../../../src/web/renderer/filters/prepare-filter-form.ts';
import vehiclesInStock from '../../../../manifests/pages/vehicles-in-stock.json';
import vehiclesSearch from '../../../../manifests/pages/vehicles-search.json';

const filters = (vehiclesSearch as PageManifest).filters as PageFilters;
const canSeeAll = () => true;
const canSeeUnrestricted = (requirement: unknown) => requirement === undefined;

describe('filter form preparation', () => {
  it('hides fields whose permission the user lacks (vehicle search: in stock, blocked)', () => {
    const prepared = prepareFilterForm(filters, canSeeUnrestricted, enumManifests);
    expect(prepared.fields).not.toContain('emEstoque');
    expect(prepared.fields).not.toContain('bloqueado');
    expect(prepared.fields).toContain('chassi');
    expect(prepared.uiSchema.bloqueado).toEqual({ 'ui:widget': 'hidden' });
    // The schema is the manifest's own: the form uses the validator compiled for it at build time.
    expect(prepared.schema).toBe(filters.schema);
    expect(prepareFilterForm(filters, canSeeAll, enumManifests).fields).toContain('bloqueado');
  });

  it('labels enum values from the matching enum manifest', () => {
    const withEnum: PageFilters = {
      schema: { type: 'object', properties: { receiptStatus: { type: 'array', uniqueItems: true, items: { type: 'integer', enum: [0, 1, 2, 3] } } } },
    };
    const prepared = prepareFilterForm(withEnum, canSeeAll, enumManifests);
    expect(prepared.uiSchema.receiptStatus).toEqual({
      items: { 'ui:enumNames': { 0: 'Não iniciado', 1: 'Em execução', 2: 'Recebido / Aceito', 3: 'Rejeitado' } },
    });
    expect(matchingEnum(['FATURADO', 'TRANSITO'], enumManifests)?.name).toBe('vehicle-status');
    expect(matchingEnum(['NOPE'], enumManifests)).toBeUndefined();
  });

  it('sends only filled fields of the form; an unticked checkbox means "all"', () => {
    const prepared = prepareFilterForm(filters, canSeeAll, enumManifests);
    const values = {
      chassi: 'VT004251',
      numeroNF: '',
      status: [],
      dataPedido: { from: '2025-01-01' },
      dataNF: {},
      bloqueado: false,
      emEstoque: true,
      stray: 'x',
    };
    expect(cleanFilters(values, prepared)).toEqual({ chassi: 'VT004251', dataPedido: { from: '2025-01-01' }, emEstoque: true });
  });

  it('sends "Não" chosen in a select: Em Expurgo false leaves the excluded chassis out', () => {
    const prepared = prepareFilterForm(filters, canSeeAll, enumManifests);
    expect(cleanFilters({ expurgo: false, recebidoNoApp: true, bloqueado: false }, prepared)).toEqual({ expurgo: false, recebidoNoApp: true });
  });

  it('drops values of fields the user may not use', () => {
    const prepared = prepareFilterForm(filters, canSeeUnrestricted, enumManifests);
    expect(cleanFilters({ bloqueado: true, chassi: 'X' }, prepared)).toEqual({ chassi: 'X' });
  });

  it('always sends the fixed filters, never shows them, and a page state cannot replace them (Veículos em estoque)', () => {
    const inStock = (vehiclesInStock as PageManifest).filters as PageFilters;
    const withStatusField: PageFilters = {
      ...inStock,
      schema: { ...inStock.schema, properties: { ...inStock.schema.properties, status: { type: 'array', items: { type: 'string' } } } },
    };
    const prepared = prepareFilterForm(withStatusField, canSeeAll, enumManifests);
    expect(prepared.fields).not.toContain('status');
    expect(prepared.uiSchema.status).toEqual({ 'ui:widget': 'hidden' });
    expect(cleanFilters({}, prepared)).toEqual({ status: ['EM ESTOQUE'] });
    expect(cleanFilters({ status: ['TRANSITO'], anoModelo: 2024 }, prepared)).toEqual({ anoModelo: 2024, status: ['EM ESTOQUE'] });
  });

  it("gets the API's constraints merged into the form at build time (one source: the API declaration)", () => {
    // The manifest states only type and title; the limits come from POST /vehicle/list.
    expect(filters.schema.properties.chassi).toMatchObject({
      type: 'string',
      title: 'Chassi',
      minLength: 3,
      maxLength: 17,
      pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]+$',
    });
    expect(filters.schema.properties.numeroPedido).toMatchObject({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' });
  });
});
