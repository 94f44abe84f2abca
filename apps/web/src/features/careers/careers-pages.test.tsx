import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderSite } from "../../../test/render-site.tsx";
import { resetSite } from "../../../test/reset.ts";
import { fakeCareersApi } from "./careers-fake-api.ts";

beforeEach(async () => {
  await resetSite();
});

describe("the careers page", () => {
  it("lists each vacancy with area, title, shifts, 'Temporal' and a details link, and offers WhatsApp", async () => {
    fakeCareersApi();
    renderSite("/careers");
    const table = await screen.findByRole("table", { name: "Vacantes abiertas" });
    const rows = within(table).getAllByRole("row");
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ["Chofer", "Turno Completo (8 h diarias, 6 días a la semana)", "Temporal", "Ver detalles"],
      [
        "Cocina",
        "Turno Completo (8 h diarias, 6 días a la semana), Fin de Semana",
        "Temporal",
        "Ver detalles",
      ],
      ["Enfermería", "Medio Turno", "Temporal", "Ver detalles"],
    ]);
    expect(screen.getByRole("link", { name: "Ver detalles de Cocinero(a)" })).toHaveAttribute(
      "href",
      "/careers/job-details/8",
    );
    const whatsapp = screen.getByRole("link", { name: /Pregunta por las vacantes en WhatsApp/ });
    expect(new URL(whatsapp.getAttribute("href") ?? "").searchParams.get("text")).toBe(
      "Hola, me interesa una vacante en Ensenada Park.",
    );
  });

  it("says so when there are no vacancies, without the WhatsApp button of the page", async () => {
    fakeCareersApi({ posts: [] });
    renderSite("/careers");
    expect(await screen.findByText("Por ahora no hay vacantes abiertas. Vuelve pronto.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: /Pregunta por las vacantes en WhatsApp/ }),
    ).not.toBeInTheDocument();
  });
});

describe("job details", () => {
  it("shows the vacancy and the way to apply", async () => {
    fakeCareersApi();
    renderSite("/careers/job-details/7");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Chofer de pipa de agua" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Postularme" })).toHaveAttribute(
      "href",
      "/careers/job-details/7/apply",
    );
  });

  it("says when the vacancy is gone", async () => {
    fakeCareersApi();
    renderSite("/careers/job-details/99");
    expect(await screen.findByText("Esta vacante ya no está disponible.")).toBeInTheDocument();
  });
});
