/** One Server-Sent Event: its `id`, `event` name and `data` lines joined. */
export interface TSseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * One event block (the lines between blank lines) as a message; null for a
 * block with no data (a keep-alive comment, a `retry` line).
 */
export function parseSseBlock(block: string): TSseMessage | null {
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
  return data.length > 0 ? { id, event, data: data.join('\n') } : null;
}

/**
 * A text/event-stream parser for a streaming fetch (EventSource cannot send
 * the bearer header), shared by the web's stream and the server's tests:
 * feed it decoded chunks, it calls `onMessage` per complete event.
 */
export function createSseParser(onMessage: (m: TSseMessage) => void) {
  let buffer = '';
  const dispatch = (block: string) => {
    const message = parseSseBlock(block);
    if (message) onMessage(message);
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
