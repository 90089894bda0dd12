/** One Server-Sent Event: its `id`, `event` name and `data` lines joined. */
export interface TSseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * A text/event-stream parser for a streaming fetch (EventSource cannot send
 * the bearer header): feed it decoded chunks, it calls `onMessage` per
 * complete event. Comments (keep-alives) and `retry` lines are skipped.
 */
export function createSseParser(onMessage: (m: TSseMessage) => void) {
  let buffer = '';
  const dispatch = (block: string) => {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) onMessage({ id, event, data: data.join('\n') });
  };
  return {
    feed(chunk: string) {
      buffer += chunk.replace(/\r\n?/g, '\n');
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        dispatch(block);
      }
    },
  };
}
