import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * With `ssr: false` this runs only at build time, to write the prerendered pages and the SPA fallback.
 * Static HTML must be complete, so the response waits for everything to render (no streaming).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let statusCode = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      statusCode = 500;
      // The build fails on this status; the message says which page and why.
      console.error(error);
    },
  });
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: statusCode });
}
