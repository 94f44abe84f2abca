import { BANNER_COLORS as API_BANNER_COLORS } from "@park/domain/content/content-schemas.ts";
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { BANNER_COLOR_CLASSES, BANNER_COLORS } from "../../../../shared/banner/banner-look.ts";
import { i18n } from "../../../../shared/i18n/i18n.ts";
import officeEs from "../../../../shared/i18n/locales/office/es.json";
import "../../../../shared/i18n/office-texts.ts";
import { BannerPreview } from "./banner-preview.tsx";

function preview(content: string, active = true) {
  return render(
    <Suspense fallback={null}>
      <BannerPreview banner={{ language: "es", active, color: "green", content }} t={i18n.t} />
    </Suspense>,
  );
}

describe("BannerPreview", () => {
  it("renders the markdown as the visitor's banner does, in the banner's colours", () => {
    const { container } = preview("**Abrimos** el 24. [Precios](/prices)");
    expect(screen.getByText("Abrimos").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Precios" })).toHaveAttribute("href", "/prices");
    expect(container.querySelector(".bg-forest-700")).not.toBeNull();
  });

  it("shows hostile text as the API will save it: no tags, no script, no javascript: link", () => {
    const { container } = preview(
      '<img src=x onerror="alert(1)">Hola <script>alert(2)</script>[clic](javascript:alert(3))',
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(screen.getByRole("link", { name: "clic" })).toHaveAttribute("href", "#");
    expect(container.textContent).not.toMatch(/onerror|<script/);
  });

  it("says when visitors will see nothing", () => {
    preview("<b></b>  ");
    expect(screen.getByText(officeEs.office.content.site.previewEmpty)).toBeInTheDocument();
  });

  it("says when the banner is off but still previews it", () => {
    preview("Aviso", false);
    expect(screen.getByText(officeEs.office.content.site.previewHidden)).toBeInTheDocument();
    expect(screen.getByText("Aviso")).toBeInTheDocument();
  });

  it("knows every colour the API saves, as the site's banner does", () => {
    expect(BANNER_COLORS).toEqual(API_BANNER_COLORS);
    expect(Object.keys(BANNER_COLOR_CLASSES)).toEqual([...API_BANNER_COLORS]);
  });
});
