import { renderToStringAsync } from "preact-render-to-string";
import { type EntryContext, ServerRouter } from "react-router";
import "./preact/react-19-behaviour.ts";
import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { addressLanguage } from "../src/shared/routing/page-language.ts";
import { inReactDocumentOrder } from "./preact/react-document-order.ts";

/**
 * With `ssr: false` this runs only at build time, to write the prerendered pages and the SPA fallback.
 * Static HTML must be complete, so the page is rendered whole, suspended parts included (no streaming:
 * Preact's streaming renderer writes suspended parts after the document for a client script to move).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let statusCode = responseStatusCode;
  let html: string;
  try {
    // Each information page is written in the language of its address (`/en/prices` in English); the
    // pages are prerendered one after another, so the one text store can switch for each.
    await i18n.changeLanguage(addressLanguage(new URL(request.url).pathname) ?? DEFAULT_LANGUAGE);
    html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />);
  } catch (error) {
    // The build fails on this status; the message says which page and why.
    console.error(error);
    statusCode = 500;
    html = "";
  }
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${inReactDocumentOrder(html)}`, {
    headers: responseHeaders,
    status: statusCode,
  });
}
