/**
 * Puts a document rendered by Preact in the order React 19 writes it, so the prerendered pages are what the
 * React build wrote:
 * - React Router's `ServerRouter` renders its data scripts after the layout's `<html>`; React holds
 *   `</body></html>` back until the end, Preact does not: they go back before `</body>`.
 * - React hoists `<link>` elements to `<head>` (the module preloads `<Scripts>` renders in `<body>`), so the
 *   browser starts fetching them before it parses the page.
 */
export function inReactDocumentOrder(html: string): string {
  const htmlEnd = html.lastIndexOf("</html>");
  if (htmlEnd === -1) return html;
  const afterDocument = html.slice(htmlEnd + "</html>".length);
  const document = html.slice(0, htmlEnd);
  const bodyStart = document.indexOf("<body");
  const bodyEnd = document.lastIndexOf("</body>");
  const headEnd = document.indexOf("</head>");
  if (bodyStart === -1 || bodyEnd === -1 || headEnd === -1 || headEnd > bodyStart) return html;
  const links: string[] = [];
  const body = document.slice(bodyStart, bodyEnd).replace(/<link\b[^>]*>/g, (link) => {
    links.push(link);
    return "";
  });
  return `${document.slice(0, headEnd)}${links.join("")}${document.slice(headEnd, bodyStart)}${body}${afterDocument}</body></html>`;
}
