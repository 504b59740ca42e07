// A server-sent-events client for benches: one plain HTTP GET per stream, no agent pooling, events parsed
// as they arrive. Lighter than a browser's EventSource, which is what 2,000 of them on one core need.
import http from 'node:http';

export interface SseEvent {
  event: string;
  id: string;
  data: string;
}

export interface SseStream {
  close(): void;
}

/** Opens `url` with `cookie`; resolves once the headers are in (rejects on a non-200). */
export function openStream(
  url: string,
  cookie: string,
  onEvent: (event: SseEvent) => void,
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${url} answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', id: '', data: '' };
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) event.data += line.slice(6);
            }
            if (event.data) onEvent(event);
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}
