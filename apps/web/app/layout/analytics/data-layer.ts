import type { Language } from "@park/domain/constants.ts";

declare global {
  interface Window {
    /** The tag manager's queue; it may load after us, so we create it when missing. */
    dataLayer?: unknown[];
  }
}

export interface PageViewEvent {
  event: "page_view";
  page_path: string;
  page_title: string;
  language: Language;
}

export function pushToDataLayer(entry: PageViewEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
