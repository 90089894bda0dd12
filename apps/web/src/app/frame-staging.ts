import { nextTask } from '../lib/next-task';

/**
 * Small modules that each stand for one chunk of the signed-in frame (vite.config.ts): the app bar
 * for MUI's frame parts, the query client for the frame itself. (zod's chunk was the first step
 * until the frame stopped parsing replies in production, decision 0105.) Importing one evaluates its chunk and whatever of that chunk's imports has not run yet.
 * A package's main module would not do: a dynamic import keeps every export of what it names.
 * The build checks that each still sits in a frame chunk of its own (frame-hints.ts).
 */
const FRAME_CHUNKS: (() => Promise<unknown>)[] = [
  () => import('@mui/material/AppBar'),
  () => import('./server-state/client'),
];

let staged: Promise<void> | null = null;

/**
 * Resolves once the frame's chunks have been evaluated, each in a task of its own (decision
 * 0098). The router starts a signed-in page's lazy imports together (layout, server state,
 * page, prefetchers), and the browser evaluated every module of the first graph that arrived in
 * one task: the frame's chunks together were the longest task of a signed-in page's start. Every
 * signed-in route's code waits for this first; the files still download from the start (the
 * hints in index.html). A failed step is tried again by the next caller.
 */
export function frameStaged(): Promise<void> {
  staged ??= (async () => {
    for (const evaluate of FRAME_CHUNKS) {
      await evaluate();
      await nextTask();
    }
  })().catch((error: unknown) => {
    staged = null;
    throw error;
  });
  return staged;
}

const gated = new WeakSet<() => Promise<unknown>>();

/** A lazy import that runs once the frame's chunks are in (frameStaged). */
export function afterFrame<T>(load: () => Promise<T>): () => Promise<T> {
  const lazy = () => frameStaged().then(load);
  gated.add(lazy);
  return lazy;
}

/** Whether a route's lazy import waits for the frame: the router's test checks every one. */
export const isAfterFrame = (lazy: unknown): boolean =>
  typeof lazy === 'function' && gated.has(lazy as () => Promise<unknown>);
