// The catalog export as a download, streamed a batch of products at a time. The first chunk is
// read before answering, so a refusal (a role without catalog.manage) is a 403, not a broken file.
export async function catalogCsvResponse(chunks: AsyncGenerator<string>): Promise<Response> {
  const encoder = new TextEncoder();
  const header = await chunks.next();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!header.done) controller.enqueue(encoder.encode(header.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  // The day in India, for the file's name.
  const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="aangan-catalog-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
