import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../src/features/contact/components/contact-form.tsx";
import { resetSite } from "./reset.ts";

beforeEach(async () => {
  await resetSite();
});

function answerFeedback(status: number) {
  const fetchMock = vi.fn(async () =>
    status === 201
      ? new Response(JSON.stringify({ id: "f1", createdAt: "2026-11-22T18:00:00.000Z" }), {
          status,
          headers: { "Content-Type": "application/json" },
        })
      : new Response(JSON.stringify({ error: "internal_error", message: "Ocurrió un error" }), {
          status,
          headers: { "Content-Type": "application/json" },
        }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function fill(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: true });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function fillValid() {
  fill("Nombre", " ana lópez ");
  fill("Correo electrónico", "ana@example.com");
  fill("Asunto", "3");
  fill("Mensaje", "Cotización para 40 personas");
}

const send = () => screen.getByRole("button", { name: "Enviar" });

describe("the contact form", () => {
  it("keeps Send disabled until every field is right, naming what is wrong once a field is left", () => {
    render(<ContactForm />);
    expect(send()).toBeDisabled();
    fill("Correo electrónico", "ana@");
    expect(screen.getByText("El e-mail no parece ser válido")).toBeInTheDocument();
    expect(screen.queryByText("Este campo es requerido")).not.toBeInTheDocument();
    fill("Nombre", "   ");
    expect(screen.getByText("Este campo es requerido")).toBeInTheDocument();
    fillValid();
    expect(send()).toBeEnabled();
  });

  it("sends the checked values, clears the form, says so and tells analytics", async () => {
    const fetchMock = answerFeedback(201);
    render(<ContactForm />);
    fillValid();
    fireEvent.click(send());
    expect(screen.getByRole("button", { name: "Enviando…" })).toBeDisabled();
    expect(await screen.findByRole("status")).toHaveTextContent("Recibimos tu mensaje");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/ecommerce/feedbacks");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ana López",
      email: "ana@example.com",
      subject: 3,
      message: "Cotización para 40 personas",
    });
    expect(screen.getByLabelText("Nombre", { exact: true })).toHaveValue("");
    expect(window.dataLayer).toContainEqual({ event: "contact-success" });
  });

  it("says the message was not sent and keeps what was typed when the server fails", async () => {
    answerFeedback(500);
    render(<ContactForm />);
    fillValid();
    fireEvent.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent("No pudimos enviar tu mensaje");
    expect(screen.getByLabelText("Mensaje", { exact: true })).toHaveValue("Cotización para 40 personas");
    await waitFor(() => expect(send()).toBeEnabled());
    expect(window.dataLayer).toContainEqual({ event: "contact-error" });
  });
});
