import { redirect } from "react-router";
import { sectionByPath, sectionLandingPath } from "../../src/shared/routing/site-pages.ts";
import type { Route } from "./+types/section-redirect";

/** A section path opens its first page: /product-earth goes to /product-earth/camping (001 §2). */
export function clientLoader({ request }: Pick<Route.ClientLoaderArgs, "request">) {
  const section = sectionByPath(new URL(request.url).pathname);
  return redirect(section ? sectionLandingPath(section) : "/");
}

export default function SectionRedirect() {
  return null;
}
