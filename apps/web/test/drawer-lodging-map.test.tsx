import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeCommerceApi, TWO_CABINS } from "./commerce-fake-api.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

// Issue 30 item 7: "Elegir en el mapa" from step 2 of the drawer, then Save or Escape: back on step 2.
beforeEach(async () => {
  await resetSite();
});

/** From the header's Edit: the drawer on step 2, then its choose-on-map link. */
async function openMapFromDrawer() {
  renderSite("/faq");
  const summary = await screen.findByRole("region", { name: "Tu cotización" });
  fireEvent.click(within(summary).getByRole("button", { name: "Editar tu visita" }));
  const drawer = await screen.findByRole("dialog", { name: "Cotiza tu visita" });
  const link = await within(drawer).findByRole("button", { name: "Elegir en el mapa" });
  link.focus();
  fireEvent.click(link);
  const map = await screen.findByRole("dialog", { name: "Elige tus cabañas básicas" });
  await within(map).findByRole("group", { name: "Mapa de las cabañas básicas" });
  return map;
}

async function expectBackOnStepTwo() {
  await waitFor(() => expect(screen.queryByRole("dialog", { name: /Elige tus/ })).not.toBeInTheDocument(), {
    timeout: 1500,
  });
  const drawer = screen.getByRole("dialog", { name: "Cotiza tu visita" });
  const link = within(drawer).getByRole("button", { name: "Elegir en el mapa" });
  await waitFor(() => expect(link).toHaveFocus());
  return drawer;
}

describe("the lodging map opened from the drawer", () => {
  it("after Save, leaves the visitor on step 2 with the chosen units and focus on the link", async () => {
    fakeCommerceApi({ quote: TWO_CABINS });
    const map = await openMapFromDrawer();
    fireEvent.click(within(map).getByRole("button", { name: /^Cabaña C7,/ }));
    fireEvent.click(within(map).getByRole("button", { name: /^Cabaña C8,/ }));
    fireEvent.click(within(map).getByRole("button", { name: "Guardar" }));
    expect(await within(map).findByText("Tu selección quedó guardada.")).toBeInTheDocument();

    const drawer = await expectBackOnStepTwo();
    expect(within(drawer).getByText("Unidades elegidas: C7, C8")).toBeInTheDocument();
    expect(within(drawer).getByRole("spinbutton", { name: "Unidades de hospedaje" })).toHaveValue(2);
  });

  it("after Escape, leaves the visitor on step 2 of the drawer", async () => {
    fakeCommerceApi({ quote: TWO_CABINS });
    const map = await openMapFromDrawer();
    fireEvent.keyDown(map, { key: "Escape" });
    const drawer = await expectBackOnStepTwo();
    expect(within(drawer).getByRole("spinbutton", { name: "Número de personas" })).toHaveValue(8);
  });
});
