import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../../shared/i18n/i18n.ts";
import officeEs from "../../../../shared/i18n/locales/office/es.json";
import "../../../../shared/i18n/office-texts.ts";
import { PromotionForm } from "./promotion-form.tsx";

const texts = officeEs.office.content;

function renderForm() {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PromotionForm editing={null} t={i18n.t} onSaved={onSaved} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

afterEach(() => vi.unstubAllGlobals());

describe("a content form (the promotion's)", () => {
  it("checks the draft with the API's own schema and names each field's problem in the API's words", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByLabelText(texts.promotions.code), { target: { value: "MARZO-27" } });
    fireEvent.click(screen.getByRole("button", { name: texts.save }));

    const code = screen.getByLabelText(texts.promotions.code);
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    expect(code).toHaveAccessibleDescription(
      "El código debe tener exactamente 8 letras, números o guiones bajos",
    );
    expect(screen.getByLabelText(texts.promotions.pricePerDay)).toHaveAccessibleDescription(
      "Este campo es obligatorio",
    );
    expect(screen.getByRole("alert")).toHaveTextContent(texts.checkFields);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the API's refusal on its field", async () => {
    const refusal = {
      error: "validation_error",
      message: "Datos inválidos",
      fields: [{ path: "code", message: "El código ya existe" }],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify(refusal), {
            status: 400,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    const { onSaved } = renderForm();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(texts.promotions.code, "MARZO_27");
    fill(texts.promotions.startDate, "2027-03-01");
    fill(texts.promotions.endDate, "2027-03-31");
    fill(texts.promotions.pricePerDay, "100");
    fill(texts.promotions.pricePerNight, "120");
    fireEvent.click(screen.getByRole("button", { name: texts.save }));

    await waitFor(() =>
      expect(screen.getByLabelText(texts.promotions.code)).toHaveAccessibleDescription("El código ya existe"),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(texts.checkFields);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
