// A CSV file as a download: UTF-8 with a byte-order mark (so spreadsheet
// programs read Hindi names right), named by the caller, streamed line by line
// from whatever yields them, and never cached.

export function csvResponse(file: { filename: string; lines: Iterable<string> | AsyncIterable<string> }): Response {
  const encoder = new TextEncoder();
  const source = file.lines;
  const iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : (source as Iterable<string>)[Symbol.iterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('\uFEFF'));
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
    },
  });
}
