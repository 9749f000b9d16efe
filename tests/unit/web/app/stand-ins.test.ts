// @vitest-environment jsdom
/** The stand-ins the build gives some library imports (scripts/vite/stand-ins-plugin.mjs) behave as the pieces they replace. */
import '../setup.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { useMergeRefs as floatingMergeRefs } from '@floating-ui/react';
import * as floatingReactDom from '@floating-ui/react-dom';
import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from '../../../../src/web/app/stand-ins/merge-refs.ts';

/** What the refs merged by `hook` see as a node is attached, replaced and detached. */
function refLog(hook: typeof useMergeRefs) {
  const log: string[] = [];
  const objectRef = createRef<string>();
  const plainCallback = (node: string | null) => void log.push(`plain ${node}`);
  const callbackWithCleanup = (node: string | null) => {
    log.push(`cleanup-ref ${node}`);
    return () => void log.push(`cleanup of ${node}`);
  };
  const { result } = renderHook(() => hook<string>([objectRef, plainCallback, callbackWithCleanup, undefined]));
  const merged = result.current!;
  merged('a');
  log.push(`object ${objectRef.current}`);
  merged('b');
  log.push(`object ${objectRef.current}`);
  merged(null);
  log.push(`object ${objectRef.current}`);
  return { log, none: renderHook(() => hook<string>([undefined, null])).result.current };
}

describe('stand-ins for library imports', () => {
  it("gives Mantine's Popover from @floating-ui/react-dom every name it imports from @floating-ui/react", () => {
    const require = createRequire(import.meta.url);
    // @mantine/core's main file is cjs/index.cjs
    const mantine = path.dirname(path.dirname(require.resolve('@mantine/core')));
    const source = readFileSync(path.join(mantine, 'esm/components/Popover/use-popover.mjs'), 'utf8');
    const names = /import \{([^}]+)\} from "@floating-ui\/react";/
      .exec(source)?.[1]
      ?.split(',')
      .map((name) => name.trim());
    expect(names).toContain('useFloating');
    for (const name of names ?? []) expect(floatingReactDom, name).toHaveProperty(name);
  });

  it('merges refs as floating-ui’s hook does: object and callback refs set, cleaned up and reset', () => {
    const ours = refLog(useMergeRefs);
    expect(ours).toEqual(refLog(floatingMergeRefs as typeof useMergeRefs));
    expect(ours.log).toEqual([
      'plain a',
      'cleanup-ref a',
      'object a',
      'plain null',
      'cleanup of a',
      'plain b',
      'cleanup-ref b',
      'object b',
      'plain null',
      'cleanup of b',
      'object null',
    ]);
    expect(ours.none).toBeNull();
  });
});
