import type { Language } from "@park/domain/constants.ts";
import type { StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import type { ComponentType } from "react";

/**
 * One page of the office. `path` is under /office ("orders", "orders/:id"); `roles` may open it (admin
 * always may); `load` fetches its code only when a member opens it. Pages with `inNavigation: false`
 * (an order's own page) are reached from another page, not from the menu.
 */
export type OfficePage = {
  path: string;
  roles: readonly StaffRole[];
  label: Record<Language, string>;
  load: () => Promise<{ default: ComponentType }>;
  inNavigation?: boolean;
};

/** The office's first page, the dashboard: every role opens it, and sees only its own panels. */
export const OFFICE_HOME: OfficePage = {
  path: "",
  roles: ["front_desk", "gate", "hr"],
  label: { es: "Inicio", en: "Home" },
  load: () => import("../dashboard/components/dashboard-page.tsx"),
  inNavigation: false,
};

/** Every office page; each area adds its own entries here (one line each). */
export const OFFICE_PAGES: readonly OfficePage[] = [
  {
    path: "orders",
    roles: ["front_desk"],
    label: { es: "Pedidos", en: "Orders" },
    load: () => import("../orders/components/orders-page.tsx"),
  },
  {
    path: "orders/:id",
    roles: ["front_desk"],
    label: { es: "Pedido", en: "Order" },
    load: () => import("../orders/components/order-page.tsx"),
    inNavigation: false,
  },
  {
    path: "content/site",
    roles: ["admin"],
    label: { es: "Avisos y mantenimiento", en: "Banners and maintenance" },
    load: () => import("../content/components/site-page.tsx"),
  },
  {
    path: "content/events",
    roles: ["admin"],
    label: { es: "Eventos", en: "Events" },
    load: () => import("../content/components/events-page.tsx"),
  },
  {
    path: "content/promotions",
    roles: ["admin"],
    label: { es: "Códigos de promoción", en: "Promotion codes" },
    load: () => import("../content/components/promotions-page.tsx"),
  },
  {
    path: "content/job-posts",
    roles: ["admin"],
    label: { es: "Vacantes", en: "Vacancies" },
    load: () => import("../content/components/job-posts-page.tsx"),
  },
  {
    path: "prices",
    roles: ["admin"],
    label: { es: "Precios y calendario", en: "Prices and calendar" },
    load: () => import("../prices/components/prices-page.tsx"),
  },
  {
    path: "gate",
    roles: ["gate"],
    label: { es: "Entrada", en: "Gate" },
    load: () => import("../gate/components/gate-page.tsx"),
  },
  {
    path: "today",
    roles: ["front_desk"],
    label: { es: "Hoy y próximos días", en: "Today and coming days" },
    load: () => import("../today/components/today-page.tsx"),
  },
  {
    path: "reports",
    roles: ["front_desk"],
    label: { es: "Informes", en: "Reports" },
    load: () => import("../reports/components/reports-page.tsx"),
  },
  {
    path: "reports/manifest",
    roles: ["front_desk"],
    label: { es: "Manifiesto de actividad", en: "Activity manifest" },
    load: () => import("../reports/components/manifest-page.tsx"),
    inNavigation: false,
  },
  {
    path: "arrivals",
    roles: ["gate", "front_desk"],
    label: { es: "Lista de llegadas", en: "Arrivals list" },
    load: () => import("../reports/components/arrivals-page.tsx"),
  },
  {
    path: "applications",
    roles: ["hr"],
    label: { es: "Solicitudes de empleo", en: "Job applications" },
    load: () => import("../applications/components/applications-page.tsx"),
  },
  {
    path: "applications/:id",
    roles: ["hr"],
    label: { es: "Solicitud", en: "Application" },
    load: () => import("../applications/components/application-page.tsx"),
    inNavigation: false,
  },
  {
    path: "messages",
    roles: ["hr"],
    label: { es: "Mensajes de contacto", en: "Contact messages" },
    load: () => import("../applications/components/inbox-page.tsx"),
  },
];
