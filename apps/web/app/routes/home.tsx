import { AreaCards } from "../../src/features/home/components/area-cards.tsx";
import { WelcomeHero } from "../../src/features/home/components/welcome-hero.tsx";
import { i18n } from "../../src/shared/i18n/i18n.ts";
import { pageMeta } from "../../src/shared/routing/page-title.ts";
import { parkStructuredData, structuredDataTag } from "../../src/shared/routing/structured-data.ts";

export function meta() {
  return [...pageMeta("homepage", i18n.t("home.welcome")), structuredDataTag(parkStructuredData())];
}

/** The homepage (001 §2): the welcome scene with its player, then the park's five areas. */
export default function HomePage() {
  return (
    <>
      <WelcomeHero />
      <AreaCards />
    </>
  );
}
