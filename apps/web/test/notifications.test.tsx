import { DELAYS_MS } from "@park/domain/constants.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppShell } from "../app/layout/app-shell.tsx";
import { NotificationRegion } from "../app/layout/notifications/notification-region.tsx";
import { pushNotification } from "../src/shared/notifications/notification-store.ts";
import { fakeApi, renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

/** A page that tells the visitor something as soon as it opens. */
function Arrival() {
  useEffect(() => {
    pushNotification("Solicitud enviada", "success");
  }, []);
  return <h1>Detalles de la vacante</h1>;
}

function Start() {
  return <Link to="/careers/job-details/3">Ver vacante</Link>;
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("notification messages", () => {
  it("are announced in a live region and disappear after 5 seconds", () => {
    vi.useFakeTimers();
    render(<NotificationRegion />);
    act(() => {
      pushNotification("Solicitud enviada", "success");
    });
    const message = screen.getByText("Solicitud enviada");
    expect(message.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");

    act(() => vi.advanceTimersByTime(DELAYS_MS.message - 1));
    expect(screen.getByText("Solicitud enviada")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Solicitud enviada")).not.toBeInTheDocument();
  });

  it("each message keeps its own 5 seconds", () => {
    vi.useFakeTimers();
    render(<NotificationRegion />);
    act(() => {
      pushNotification("Primero");
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      pushNotification("Segundo", "error");
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText("Primero")).not.toBeInTheDocument();
    expect(screen.getByText("Segundo")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Segundo")).not.toBeInTheDocument();
  });

  it("can be dismissed by the visitor", () => {
    render(<NotificationRegion />);
    act(() => {
      pushNotification("Error al cargar los datos", "error");
    });
    fireEvent.click(screen.getByRole("button", { name: "Cerrar aviso" }));
    expect(screen.queryByText("Error al cargar los datos")).not.toBeInTheDocument();
  });

  it("are cleared when the visitor navigates", async () => {
    fakeApi();
    renderSite("/");
    await screen.findByRole("heading", { level: 1 });
    act(() => {
      pushNotification("Ocurrió un error, inténtelo nuevamente", "error");
    });
    expect(screen.getByText("Ocurrió un error, inténtelo nuevamente")).toBeInTheDocument();

    fireEvent.click(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Eventos" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Eventos" })).toBeInTheDocument();
    expect(screen.queryByText("Ocurrió un error, inténtelo nuevamente")).not.toBeInTheDocument();
  });

  it("keep a message sent along to the page the visitor is sent to, and only there", async () => {
    fakeApi();
    renderSite("/prices");
    await screen.findByRole("heading", { level: 1 });
    act(() => {
      pushNotification("Error al cargar carrito", "error", "/events");
    });
    fireEvent.click(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Eventos" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Eventos" })).toBeInTheDocument();
    expect(screen.getByText("Error al cargar carrito")).toBeInTheDocument();

    fireEvent.click(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: "Preguntas frecuentes" }),
    );
    await waitFor(() => expect(screen.queryByText("Error al cargar carrito")).not.toBeInTheDocument());
  });

  it("keep a message the new page shows on arrival", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: AppShell,
        children: [
          { id: "careers", path: "careers", Component: Start },
          { id: "job-details", path: "careers/job-details/:id", Component: Arrival },
        ],
      },
    ]);
    fakeApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={["/careers"]} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole("link", { name: "Ver vacante" }));
    expect(await screen.findByRole("heading", { name: "Detalles de la vacante" })).toBeInTheDocument();
    expect(screen.getByText("Solicitud enviada")).toBeInTheDocument();
  });
});
