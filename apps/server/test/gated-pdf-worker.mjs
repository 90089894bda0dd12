// A render thread for the tests (decision 0164): the real entry behind a gate the test holds.
// workerData.gate is an Int32Array on shared memory: [0] 0 holds every job, anything else lets
// them through; [1] how many of the next jobs kill their thread (an uncaught error) instead.
import { register } from 'tsx/esm/api';
import { Tinypool } from 'tinypool';

register();
const { default: render } = await import('../src/modules/reports/pdf-worker.ts');
const { gate } = Tinypool.workerData;

export default async function gatedRender(job) {
  Atomics.wait(gate, 0, 0);
  if (Atomics.sub(gate, 1, 1) > 0) {
    setImmediate(() => {
      throw new Error('a render thread crashed (test)');
    });
    return new Promise(() => {});
  }
  return render(job);
}
