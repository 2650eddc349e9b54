import { act } from '@testing-library/react';

/**
 * Render counting through the React DevTools global hook. The web project's jest.setup.ts sets a
 * stand-in hook before react-dom loads; react-dom hands it every commit's root and it passes the
 * root to its `commitListeners`. While rendersDuring() listens, each committed tree is compared
 * with the previous one the way React DevTools' profiler does.
 */

/** The parts of a React fiber the walk reads (react-reconciler internals). */
interface TFiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  flags: number;
  alternate: TFiber | null;
  child: TFiber | null;
  sibling: TFiber | null;
  return: TFiber | null;
}

// React's work tags and flags (react-reconciler ReactWorkTags / ReactFiberFlags).
const FUNCTION_COMPONENT = 0;
const FORWARD_REF = 11;
const MEMO_COMPONENT = 14;
const SIMPLE_MEMO_COMPONENT = 15;
/** Set on a fiber whose component ran and did not bail out in this render. */
const PERFORMED_WORK = 1;

function nameOf(value: unknown): string | undefined {
  if (typeof value === 'function') return (value as { displayName?: string }).displayName || value.name || undefined;
  if (typeof value === 'object' && value !== null) {
    // forwardRef's { render }, memo's { type }
    const v = value as { displayName?: string; render?: unknown; type?: unknown };
    return v.displayName || nameOf(v.render) || nameOf(v.type);
  }
  return undefined;
}

/** The component's name: its displayName or function name; a memo's displayName wins over its inner function's. */
function componentName(fiber: TFiber): string {
  const memo = fiber.return?.tag === MEMO_COMPONENT ? fiber.return.elementType : fiber.tag === SIMPLE_MEMO_COMPONENT ? fiber.elementType : null;
  return (memo as { displayName?: string } | null)?.displayName || nameOf(fiber.type) || 'Anonymous';
}

/**
 * Adds the function, forwardRef and memo components React rendered in this commit to `out` (a
 * memo with a compare function or around a forwardRef counts once, by its inner fiber). A fiber of
 * a reconciled child list without an alternate was mounted in this commit, and so was everything
 * under it; one with an alternate rendered when it carries PerformedWork. A fiber whose child is
 * its alternate's child bailed out with its whole subtree: the fibers below are last commits',
 * flags included, so the walk does not enter them.
 */
function collect(fiber: TFiber, mounted: boolean, out: string[]): void {
  const { tag } = fiber;
  if ((tag === FUNCTION_COMPONENT || tag === FORWARD_REF || tag === SIMPLE_MEMO_COMPONENT) && (mounted || (fiber.flags & PERFORMED_WORK) !== 0)) {
    out.push(componentName(fiber));
  }
  if (!mounted && fiber.alternate && fiber.child === fiber.alternate.child) return;
  for (let child = fiber.child; child; child = child.sibling) collect(child, mounted || child.alternate === null, out);
}

function commitListeners(): Set<(root: unknown) => void> {
  const hook = (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { commitListeners?: Set<(root: unknown) => void> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook?.commitListeners) {
    throw new Error('rendersDuring: no commit relay on __REACT_DEVTOOLS_GLOBAL_HOOK__; set it before react-dom loads, as jest.setup.ts does');
  }
  return hook.commitListeners;
}

/**
 * The names (displayName or function name) of the function, forwardRef and memo components that
 * rendered in the React commits `action` caused: one entry per rendered instance and commit, in
 * commit and tree order. `action` runs inside act(), so its updates are committed before the list
 * is read.
 *
 *   const { platform, setPlatform } = renderWithPlatform(<HomePage />, { role: 'member' });
 *   const names = await rendersDuring(() => setPlatform({ wallet: { ...platform.wallet, sumBalance: '1234.00' } }));
 *   expect(names).toEqual(['PlatformProvider', 'BalanceWidget']);
 */
export async function rendersDuring(action: () => void | Promise<void>): Promise<string[]> {
  const listeners = commitListeners();
  const renders: string[] = [];
  const listener = (root: unknown) => collect((root as { current: TFiber }).current, false, renders);
  listeners.add(listener);
  try {
    await act(async () => {
      await action();
    });
  } finally {
    listeners.delete(listener);
  }
  return renders;
}
