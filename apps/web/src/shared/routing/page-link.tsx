import { forwardRef, useCallback } from "react";
import { Link, type LinkProps } from "react-router";
import { useLanguage } from "../i18n/use-language.ts";
import { localizedPath } from "./page-language.ts";

/** Where a path of the site goes in the language shown: an information page's own address in it. */
export function usePagePath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => localizedPath(to, language), [language]);
}

/**
 * The site's link between its pages: React Router's <Link>, to the address of an information page in the
 * language shown (`/en/prices` in English, decision 0059). Other pages have one address.
 */
export const PageLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function PageLink(
  { to, ...props },
  ref,
) {
  const pagePath = usePagePath();
  return <Link ref={ref} {...props} to={pagePath(to)} />;
});
