// The render threads' entry when the server runs from its sources (tsx, vitest):
// Node 20 does not apply `--import tsx` to a worker's modules, so the thread
// registers tsx's loader itself before loading the TypeScript entry (decision 0164).
import { register } from 'tsx/esm/api';

register();
export default (await import('./pdf-worker.ts')).default;
