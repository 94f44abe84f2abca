/** The contact form's analytics events (001 §4 Contact form), for the tag manager's queue. */
export function pushContactEvent(event: "contact-success" | "contact-error"): void {
  // The queue may exist before the tag manager loads (app/layout/analytics/data-layer.ts).
  window.dataLayer ??= [];
  window.dataLayer.push({ event });
}
