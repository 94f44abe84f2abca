import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { fakeOrderApi, paidOrder, savedEntry } from "./order-fake-api.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

const ORDER = paidOrder();
const CODE = ORDER.code;

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openForm(heading = "Agiliza tu entrada") {
  renderSite(`/order/${CODE}`);
  const region = within(await screen.findByRole("region", { name: heading }));
  // The entry check and the options load first.
  await waitFor(() => expect(region.queryByText(/^(Cargando|Loading)…$/)).not.toBeInTheDocument());
  return region;
}

type Scope = Awaited<ReturnType<typeof openForm>>;

/** Chooses an option the way a visitor does: types part of it, waits for the list, clicks the option. */
async function choose(form: Scope, field: string, typed: string, option: string) {
  const input = form.getByRole("combobox", { name: field });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  const list = await form.findByRole("listbox", { name: field });
  fireEvent.mouseDown(within(list).getByRole("option", { name: option }));
}

/** The options the list offers after typing `typed` in a combobox. */
async function offered(form: Scope, field: string, typed: string) {
  const input = form.getByRole("combobox", { name: field });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  const list = await form.findByRole("listbox", { name: field });
  return within(list)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

const submit = (form: Scope, name = "Registrar vehículo") =>
  fireEvent.click(form.getByRole("button", { name }));

function lastEntryPost(api: ReturnType<typeof fakeOrderApi>) {
  return api.callsTo("POST", "/api/ecommerce/entry").at(-1);
}

describe("vehicle pre-registration (001 §4-§5)", () => {
  it("checks the visit's entry once the order has loaded, and shows the form when there is none", async () => {
    const api = fakeOrderApi({ orders: [ORDER] });
    const form = await openForm();
    expect(form.getByRole("combobox", { name: "Tipo de vehículo" })).toBeInTheDocument();
    expect(api.callsTo("GET", `/api/ecommerce/entry/exist/${CODE}`)).toHaveLength(1);
  });

  it("shows the saved vehicle instead of the form when the visit has its entry", async () => {
    fakeOrderApi({
      orders: [ORDER],
      entries: {
        [CODE]: savedEntry(CODE, [
          { propertyType: "VEHICLE_TYPE", value: "PICKUP", otherValue: null },
          { propertyType: "VEHICLE_BRAND", value: "other", otherValue: "Rivian" },
          { propertyType: "VEHICLE_COLOR", value: "RED", otherValue: null },
          { propertyType: "VEHICLE_PLAQUE", value: "ABC123", otherValue: null },
          { propertyType: "VEHICLE_PLAQUE_TYPE", value: "CALIFORNIA", otherValue: null },
          { propertyType: "FIRST_TIME", value: false, otherValue: null },
        ]),
      },
    });
    const card = await openForm("Tu vehículo registrado");
    const value = (term: string) => card.getByText(term).nextElementSibling?.textContent;
    expect(value("Tipo de vehículo")).toBe("Pickup");
    expect(value("Marca")).toBe("Rivian");
    expect(value("Color")).toBe("Rojo");
    expect(value("Placas")).toBe("ABC123");
    expect(value("Tipo de placas")).toBe("California");
    expect(value("¿Es tu primera visita al parque?")).toBe("No");
    expect(card.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("requires type, brand, colour, plate, plate type and the first-visit answer", async () => {
    const api = fakeOrderApi({ orders: [ORDER] });
    const form = await openForm();
    submit(form);
    // 001 §5: "type, brand, color, plate and plate type are required unless type is pedestrian ...
    // The first-visit yes/no answer is always required. Empty field shows the required-field message."
    await waitFor(() => expect(form.getAllByText("Este campo es requerido")).toHaveLength(6));
    expect(form.getByRole("combobox", { name: "Marca" })).toHaveAccessibleDescription(
      "Este campo es requerido",
    );
    expect(form.getByRole("textbox", { name: "Placas" })).toHaveAccessibleDescription(
      "Este campo es requerido",
    );
    expect(lastEntryPost(api)).toBeUndefined();
  });

  it("saves a pedestrian with only the first-visit answer, then shows the card and infoSent", async () => {
    const api = fakeOrderApi({ orders: [ORDER] });
    const form = await openForm();
    await choose(form, "Tipo de vehículo", "peat", "Peatón");
    // 001 §4: "When type is PEDESTRIAN the other vehicle fields are not required and are disabled".
    expect(form.getByRole("combobox", { name: "Marca" })).toBeDisabled();
    expect(form.getByRole("combobox", { name: "Color" })).toBeDisabled();
    expect(form.getByRole("textbox", { name: "Placas" })).toBeDisabled();
    expect(form.getByRole("combobox", { name: "Tipo de placas" })).toBeDisabled();
    submit(form);
    expect(await form.findAllByText("Este campo es requerido")).toHaveLength(1);
    fireEvent.click(form.getByRole("radio", { name: "Sí" }));
    submit(form);

    const card = within(await screen.findByRole("region", { name: "Tu vehículo registrado" }));
    expect(card.getByRole("status")).toHaveTextContent(
      "¡Listo! Registramos tu vehículo; te esperamos en la entrada.",
    );
    expect(card.getByText("Tipo de vehículo").nextElementSibling).toHaveTextContent("Peatón");
    expect(card.queryByText("Marca")).not.toBeInTheDocument();
    const post = lastEntryPost(api);
    expect(post?.query.get("visitCode")).toBe(CODE);
    expect(post?.body).toEqual({
      properties: [
        { propertyType: "VEHICLE_TYPE", value: "PEDESTRIAN", otherValue: null },
        { propertyType: "FIRST_TIME", value: true, otherValue: null },
      ],
    });
  });

  it("starts the form over when the type changes to or from pedestrian (001 §4)", async () => {
    fakeOrderApi({ orders: [ORDER] });
    const form = await openForm();
    await choose(form, "Tipo de vehículo", "auto", "Automóvil");
    fireEvent.change(form.getByRole("textbox", { name: "Placas" }), { target: { value: "ABC123" } });
    fireEvent.click(form.getByRole("radio", { name: "No" }));
    await choose(form, "Tipo de vehículo", "peat", "Peatón");
    expect(form.getByRole("textbox", { name: "Placas" })).toHaveValue("");
    expect(form.getByRole("radio", { name: "No" })).not.toBeChecked();
    await choose(form, "Tipo de vehículo", "pick", "Pickup");
    expect(form.getByRole("combobox", { name: "Tipo de vehículo" })).toHaveValue("Pickup");
    expect(form.getByRole("textbox", { name: "Placas" })).toBeEnabled();
  });

  it("asks for the 'other' texts, trims them and sends them with the choice", async () => {
    const api = fakeOrderApi({ orders: [ORDER] });
    const form = await openForm();
    await choose(form, "Tipo de vehículo", "otro", "Otro");
    await choose(form, "Marca", "otra", "Otra");
    await choose(form, "Color", "bla", "Blanco");
    await choose(form, "Tipo de placas", "cali", "California");
    fireEvent.change(form.getByRole("textbox", { name: "Placas" }), { target: { value: "  ABC123  " } });
    fireEvent.click(form.getByRole("radio", { name: "Sí" }));
    submit(form);
    // 001 §5: "The free-text 'other' field ... is required when the matching choice is 'other'".
    expect(await form.findAllByText("Este campo es requerido")).toHaveLength(2);
    const typeOther = form.getByRole("textbox", { name: "¿Qué tipo de vehículo?" });
    const brandOther = form.getByRole("textbox", { name: "¿Qué marca?" });
    // "Text inputs are trimmed and limited to 100 characters."
    expect(brandOther).toHaveAttribute("maxLength", "100");
    fireEvent.change(typeOther, { target: { value: " Cuatrimoto " } });
    fireEvent.change(brandOther, { target: { value: " Rivian " } });
    submit(form);
    await screen.findByRole("region", { name: "Tu vehículo registrado" });
    expect(lastEntryPost(api)?.body).toEqual({
      properties: [
        { propertyType: "VEHICLE_TYPE", value: "OTHER", otherValue: "Cuatrimoto" },
        { propertyType: "VEHICLE_BRAND", value: "other", otherValue: "Rivian" },
        { propertyType: "VEHICLE_COLOR", value: "WHITE", otherValue: null },
        { propertyType: "VEHICLE_PLAQUE", value: "ABC123", otherValue: null },
        { propertyType: "VEHICLE_PLAQUE_TYPE", value: "CALIFORNIA", otherValue: null },
        { propertyType: "FIRST_TIME", value: true, otherValue: null },
      ],
    });
  });

  it("opens the list 100 ms after focus and filters by translated label or by id (001 §4)", async () => {
    fakeOrderApi({ orders: [ORDER] });
    const form = await openForm();
    const brand = form.getByRole("combobox", { name: "Marca" });
    fireEvent.focus(brand);
    expect(brand).toHaveAttribute("aria-expanded", "false");
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(brand).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(brand).toHaveAttribute("aria-expanded", "true"));

    fireEvent.change(brand, { target: { value: "mercedes_" } });
    const list = form.getByRole("listbox", { name: "Marca" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Mercedes Benz"]);
    fireEvent.change(brand, { target: { value: "ni" } });
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nissan"]);

    fireEvent.keyDown(brand, { key: "ArrowDown" });
    expect(brand).toHaveAttribute("aria-activedescendant", within(list).getByRole("option").id);
    fireEvent.keyDown(brand, { key: "Enter" });
    expect(brand).toHaveValue("Nissan");
    expect(brand).toHaveAttribute("aria-expanded", "false");
  });

  it("offers first the options whose Spanish label matches, then those matched by id (issue 30)", async () => {
    fakeOrderApi({ orders: [ORDER] });
    const form = await openForm();
    expect(await offered(form, "Color", "Bla")).toEqual(["Blanco", "Negro"]);
    expect(await offered(form, "Color", "white")).toEqual(["Blanco"]);
  });

  it("says 'Error al guardar la entrada' when saving fails and keeps the form", async () => {
    fakeOrderApi({
      orders: [ORDER],
      fail: { entrySave: { status: 500, body: { error: "internal", message: "Falla" } } },
    });
    const form = await openForm();
    await choose(form, "Tipo de vehículo", "peat", "Peatón");
    fireEvent.click(form.getByRole("radio", { name: "No" }));
    submit(form);
    expect(await screen.findByText("Error al guardar la entrada")).toBeInTheDocument();
    expect(form.getByRole("combobox", { name: "Tipo de vehículo" })).toHaveValue("Peatón");
  });

  it("shows the entry saved meanwhile (another tab) instead of an error when the visit already has one", async () => {
    fakeOrderApi({
      orders: [ORDER],
      savedMeanwhile: savedEntry(CODE, [
        { propertyType: "VEHICLE_TYPE", value: "PEDESTRIAN", otherValue: null },
        { propertyType: "FIRST_TIME", value: false, otherValue: null },
      ]),
    });
    const form = await openForm();
    await choose(form, "Tipo de vehículo", "auto", "Automóvil");
    await choose(form, "Marca", "ford", "Ford");
    await choose(form, "Color", "rojo", "Rojo");
    await choose(form, "Tipo de placas", "cali", "California");
    fireEvent.change(form.getByRole("textbox", { name: "Placas" }), { target: { value: "ABC123" } });
    fireEvent.click(form.getByRole("radio", { name: "Sí" }));
    submit(form);
    const card = within(await screen.findByRole("region", { name: "Tu vehículo registrado" }));
    expect(card.getByText("Tipo de vehículo").nextElementSibling).toHaveTextContent("Peatón");
    expect(screen.queryByText("Error al guardar la entrada")).not.toBeInTheDocument();
  });

  it("says 'Error al cargar los datos' when the entry check fails, and tries again on demand", async () => {
    const api = fakeOrderApi({
      orders: [ORDER],
      fail: { entryCheck: { status: 500, body: { error: "internal", message: "Falla" } } },
    });
    const region = await openForm();
    expect(await region.findByRole("alert")).toHaveTextContent("Error al cargar los datos");
    fireEvent.click(region.getByRole("button", { name: "Intentar de nuevo" }));
    await waitFor(() => expect(api.callsTo("GET", `/api/ecommerce/entry/exist/${CODE}`)).toHaveLength(2));
  });

  it("says the same when the vehicle options cannot be loaded", async () => {
    fakeOrderApi({
      orders: [ORDER],
      fail: { properties: { status: 500, body: { error: "internal", message: "Falla" } } },
    });
    const region = await openForm();
    expect(await region.findByRole("alert")).toHaveTextContent("Error al cargar los datos");
  });
});

describe("vehicle pre-registration in English", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("offers first the options whose English label matches, then those matched by id (issue 30)", async () => {
    fakeOrderApi({ orders: [ORDER] });
    const form = await openForm("Expedite your entry");
    expect(await offered(form, "Colour", "bla")).toEqual(["Black"]);
    expect(await offered(form, "Colour", "ot")).toEqual(["Other"]);
  });

  it("labels the form and its options in English and saves a car", async () => {
    const api = fakeOrderApi({ orders: [ORDER] });
    const form = await openForm("Expedite your entry");
    await choose(form, "Vehicle type", "all", "All-terrain");
    await choose(form, "Brand", "FORD", "Ford");
    await choose(form, "Colour", "red", "Red");
    await choose(form, "Plate type", "border", "Mexico (border)");
    fireEvent.change(form.getByRole("textbox", { name: "Licence plate" }), { target: { value: "BC-123" } });
    submit(form, "Register vehicle");
    expect(await form.findByText("This is a required field")).toBeInTheDocument();
    fireEvent.click(form.getByRole("radio", { name: "Yes" }));
    submit(form, "Register vehicle");
    const card = within(await screen.findByRole("region", { name: "Your registered vehicle" }));
    expect(card.getByRole("status")).toHaveTextContent(
      "Done! Your vehicle is registered; see you at the gate.",
    );
    expect(card.getByText("Colour").nextElementSibling).toHaveTextContent("Red");
    expect(api.callsTo("GET", "/api/catalog/vehicle/property")[0]?.language).toBe("en");
  });

  it("says 'Error saving the entry' in English", async () => {
    fakeOrderApi({
      orders: [ORDER],
      fail: { entrySave: { status: 500, body: { error: "internal", message: "Failure" } } },
    });
    const form = await openForm("Expedite your entry");
    await choose(form, "Vehicle type", "ped", "Pedestrian");
    fireEvent.click(form.getByRole("radio", { name: "No" }));
    submit(form, "Register vehicle");
    expect(await screen.findByText("Error saving the entry")).toBeInTheDocument();
  });

  it("says 'Error loading the data' when the entry check fails", async () => {
    fakeOrderApi({
      orders: [ORDER],
      fail: { entryCheck: { status: 500, body: { error: "internal", message: "Failure" } } },
    });
    const region = await openForm("Expedite your entry");
    expect(await region.findByRole("alert")).toHaveTextContent("Error loading the data");
  });
});
