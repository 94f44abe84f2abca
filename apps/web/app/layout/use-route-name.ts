import { useMatches } from "react-router";

/** The spec's name of the route on screen (the deepest match's id, see site-pages.ts). */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  return matches.at(-1)?.id;
}
