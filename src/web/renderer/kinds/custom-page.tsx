/** Custom page: a registered hand-written component with the manifest's props and sources. */
import { CustomSlot } from '../details/custom-slot.tsx';
import { useRouteParams } from '../use-route-params.ts';
import type { KindProps } from '../page-kind-props.ts';

export default function CustomPage({ page }: KindProps<'custom'>) {
  const params = useRouteParams();
  return <CustomSlot component={page.component} props={page.props ?? {}} sources={page.sources ?? {}} params={params} pageId={page.id} />;
}
