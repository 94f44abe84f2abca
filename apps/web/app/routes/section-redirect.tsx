import { redirect } from "react-router";
import { addressLanguage, localizedPath, withoutLanguage } from "../../src/shared/routing/page-language.ts";
import { sectionByPath, sectionLandingPath } from "../../src/shared/routing/site-pages.ts";
import type { Route } from "./+types/section-redirect";

/** A section path opens its first page, in its language: /en/product-earth goes to /en/product-earth/camping (001 §2). */
export function clientLoader({ request }: Pick<Route.ClientLoaderArgs, "request">) {
  const { pathname } = new URL(request.url);
  const section = sectionByPath(withoutLanguage(pathname));
  const language = addressLanguage(pathname);
  const landing = section ? sectionLandingPath(section) : "/";
  return redirect(language ? localizedPath(landing, language) : landing);
}

export default function SectionRedirect() {
  return null;
}
