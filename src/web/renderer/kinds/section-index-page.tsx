/**
 * Landing page of an area (/dashboard, /administration, /settings...): a card per child page the
 * user may open (the child's own route permissions), with the child's headline number
 * when the manifest names one.
 */
import { PageCards } from '../frame/page-cards.tsx';
import type { KindProps } from '../page-kind-props.ts';

export default function SectionIndexPage({ page }: KindProps<'section-index'>) {
  return <PageCards cards={page.cards} emptyText="Nenhuma página desta área está disponível para o seu perfil." />;
}
