// @vitest-environment jsdom
/** The stand-ins the build gives Mantine's shell (scripts/vite/stand-ins-plugin.mjs) behave as the pieces they replace. */
import '../setup.ts';
import { useMergeRefs as floatingMergeRefs } from '@floating-ui/react';
import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from '../../../../src/web/app/stand-ins/merge-refs.ts';
import { RemoveScroll as standIn } from '../../../../src/web/app/stand-ins/remove-scroll-class-names.ts';

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

describe("stand-ins for Mantine's shell imports", () => {
  it('names the classes react-remove-scroll pads while a dialog locks scrolling', () => {
    expect(standIn.classNames).toEqual({ fullWidth: RemoveScroll.classNames.fullWidth, zeroRight: RemoveScroll.classNames.zeroRight });
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
