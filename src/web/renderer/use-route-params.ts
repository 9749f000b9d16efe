/** Route parameters with a stable identity while their values stay the same (safe in memo deps). */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export function useRouteParams(): RouteParams {
  const params = useParams();
  const key = JSON.stringify(params);
  return useMemo(() => JSON.parse(key) as RouteParams, [key]);
}
