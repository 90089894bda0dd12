/**
 * Resolves in a new task of the event loop, so that the work after it does not lengthen the
 * task before it: on a phone, one long task at start-up blocks input and counts as blocking
 * time (decision 0082). A message, not `setTimeout(0)`, which browsers may delay by 4 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
