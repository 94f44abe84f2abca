import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderSite } from "../../../test/render-site.tsx";
import { resetSite } from "../../../test/reset.ts";
import { type Call, fakeCareersApi } from "./careers-fake-api.ts";

// The widget's proof of work needs a browser (the e2e solves it); here it is an inert element whose
// state changes the tests announce as the widget would.
vi.mock("./hooks/load-altcha-widget.ts", () => ({ loadAltchaWidget: async () => {} }));

beforeEach(async () => {
  await resetSite();
});

const PATH = "/careers/job-details/7/apply";

async function openForm() {
  renderSite(PATH);
  await screen.findByRole("heading", { level: 1, name: "Solicitud de empleo: Chofer de pipa de agua" });
}

function el<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

const field = <T extends HTMLElement = HTMLInputElement>(path: string) =>
  el<T>(`#f-${path.replaceAll(".", "-")}`);
const errorOf = (path: string) => document.getElementById(`f-${path.replaceAll(".", "-")}-error`);

/** Types into a field and leaves it, as the browser says it (focus moves out: blur, then focusout). */
function type(path: string, value: string) {
  const input = field(path);
  fireEvent.change(input, { target: { value } });
  leave(input);
}

function leave(input: HTMLElement) {
  fireEvent.blur(input);
  fireEvent.focusOut(input);
}

function choose(path: string, value: string) {
  fireEvent.click(el(`input[name="${path}"][value="${value}"]`));
}

async function solveCaptcha(payload = "solution-1") {
  const widget = await waitFor(() => el("altcha-widget"));
  act(() => {
    widget.dispatchEvent(new CustomEvent("statechange", { detail: { state: "verified", payload } }));
  });
}

/** A complete application of a first-job applicant without a licence (001 §5's required fields). */
function fillComplete() {
  type("applicantName", "maría luisa");
  type("applicantFatherLastname", "pérez");
  type("birthDate", "2000-05-01");
  choose("gender", "F");
  type("address", "Calle 1 #23");
  type("municipality", "Ensenada");
  type("neighborhood", "Centro");
  type("nationality", "Mexicana");
  type("phoneNumber", "6461234567");
  type("email", "maria@example.com");
  type("height", "1.60");
  type("weight", "60");
  type("maritalStatus", "SINGLE");
  type("hobbies", "<b>Leer</b>");
  choose("elementarySchoolAccredited", "YES");
  type("elementarySchoolName", "Benito Juárez");
  choose("elementarySchoolCertified", "YES");
  choose("juniorHighSchoolAccredited", "NO");
  choose("currentlyStudying", "false");
  choose("speaksEnglish", "false");
  choose("hasIllness", "false");
  choose("isFirstJob", "true");
  type("personalReferences.0.name", "juan lópez");
  type("personalReferences.0.phoneNumber", "6461112222");
  type("personalReferences.0.relationship", "Amigo");
  choose("hasVehicle", "false");
  choose("hasDriverLicense", "false");
  choose("isPublicTransportUser", "false");
  choose("hasDebt", "true");
  fireEvent.click(screen.getByRole("checkbox", { name: "Fonacot" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Infonavit" }));
  choose("unionAffiliated", "false");
  type("shirtSize", "M");
  type("dependantCount", "0");
  type("housemates", "Padres");
  choose("hasChildren", "true");
  type("childrenCount", "2");
  type("childrenCare", "Abuela");
  fireEvent.change(screen.getByLabelText("Edad del hijo o hija 1"), { target: { value: "3" } });
  fireEvent.change(screen.getByLabelText("Edad del hijo o hija 2"), { target: { value: "7" } });
  choose("hasLivedInUSA", "false");
  type("yearsInEnsenada", "10");
  type("monthsInEnsenada", "2");
  choose("availabilityDate", "now");
  choose("isFormerEmployee", "false");
  choose("hasRelativeEmployee", "false");
  choose("hasExternalIncome", "false");
  type("jobPostSource", "FACEBOOK");
  choose("hasAlternativeApplication", "true");
  fireEvent.click(screen.getByRole("checkbox", { name: "Técnico en enfermería" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Cocinero(a)" }));
  // A nursing alternative asks for a professional licence (001 §4).
  choose("professionalLicense", "false");
}

const send = () => screen.getByRole("button", { name: "Enviar solicitud" });
const posted = (calls: Call[], url: string) =>
  calls.filter((call) => call.method === "POST" && call.url === url);

// The form is long: filling all of it in jsdom takes seconds on a busy machine.
describe("the job application form", { timeout: 60_000 }, () => {
  it("keeps Send with a disabled look until the captcha is verified, and expiry undoes it", async () => {
    fakeCareersApi();
    await openForm();
    expect(send()).toHaveAttribute("aria-disabled", "true");
    await solveCaptcha();
    expect(send()).toHaveAttribute("aria-disabled", "false");
    act(() => {
      el("altcha-widget").dispatchEvent(new CustomEvent("statechange", { detail: { state: "expired" } }));
    });
    expect(send()).toHaveAttribute("aria-disabled", "true");
  });

  it("marks every problem in one Send: a bad phone and each empty field, listed at the top with links", async () => {
    const calls = fakeCareersApi();
    await openForm();
    type("phoneNumber", "646123");
    await solveCaptcha();
    fireEvent.click(send());
    const summary = await screen.findByRole("region", {
      name: "Faltan algunos campos requeridos de completar",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole("link");
    // The phone, 36 required answers and the first reference's three (as the API counts them).
    expect(links).toHaveLength(40);
    expect(links[0]).toHaveTextContent("Nombre(s): Este campo es requerido");
    const phone = within(summary).getByRole("link", {
      name: "Teléfono personal: Número telefónico inválido",
    });
    expect(
      within(summary).getByRole("link", { name: "Referencia 1, Nombre: Campo requerido" }),
    ).toBeVisible();
    expect(field("applicantName")).toHaveAttribute("aria-invalid", "true");
    expect(field("applicantName")).toHaveAccessibleDescription("Este campo es requerido");
    expect(field("phoneNumber")).toHaveAccessibleDescription("(###) ###-#### Número telefónico inválido");
    fireEvent.click(phone);
    expect(document.activeElement).toBe(field("phoneNumber"));
    expect(posted(calls, "/api/core/job-application")).toHaveLength(0);
  });

  it("checks a field when it is left, with the spec's ranges and messages, and no other", async () => {
    fakeCareersApi();
    await openForm();
    fireEvent.change(field("yearsInEnsenada"), { target: { value: "150" } });
    expect(errorOf("yearsInEnsenada")).toBeNull();
    leave(field("yearsInEnsenada"));
    expect(errorOf("yearsInEnsenada")).toHaveTextContent("Valor invalido");
    type("yearsInEnsenada", "100");
    expect(errorOf("yearsInEnsenada")).toBeNull();
    type("monthsInEnsenada", "12");
    expect(errorOf("monthsInEnsenada")).toHaveTextContent("Valor invalido");
    type("height", "5");
    expect(errorOf("height")).toHaveTextContent("Valor invalido");
    choose("speaksEnglish", "true");
    type("englishProficiencyPercentage", "101");
    expect(errorOf("englishProficiencyPercentage")).toHaveTextContent("Valor invalido");
    type("applicantName", "");
    expect(errorOf("applicantName")).toHaveTextContent("Este campo es requerido");
    // Fields not yet visited say nothing, and there is no summary before Send.
    expect(errorOf("email")).toBeNull();
    expect(screen.queryByRole("region", { name: /Faltan algunos campos/ })).not.toBeInTheDocument();
  });

  it("names the next 10 July in the under-18 message when it is read in November", async () => {
    fakeCareersApi({ today: "2026-11-22" });
    await openForm();
    expect(screen.getByText("Debes cumplir 18 años a más tardar el 10 de julio de 2027.")).toBeVisible();
    type("birthDate", "2009-07-11");
    expect(errorOf("birthDate")).toHaveTextContent(
      "Debes tener 18 años para unirte al equipo. Puedes continuar con la solicitud siempre que cumplas 18 años antes del 10 de julio de 2027.",
    );
    type("birthDate", "2009-07-10");
    expect(errorOf("birthDate")).toBeNull();
  });

  it("turning currently studying off clears its answers: yes again starts empty", async () => {
    fakeCareersApi();
    await openForm();
    choose("currentlyStudying", "true");
    type("currentlySchoolName", "CECATI 12");
    type("currentlySchoolModality", "SPECIAL_COURSE");
    type("currentlyCourseDuration", "6 meses");
    choose("currentlyStudying", "false");
    expect(document.querySelector("#f-currentlySchoolName")).toBeNull();
    choose("currentlyStudying", "true");
    expect(field("currentlySchoolName").value).toBe("");
    expect(field<HTMLSelectElement>("currentlySchoolModality").value).toBe("");
  });

  it("a special course in high school asks start date and duration, and says past 50 characters", async () => {
    fakeCareersApi();
    await openForm();
    choose("elementarySchoolAccredited", "YES");
    choose("juniorHighSchoolAccredited", "YES");
    choose("highSchoolAccredited", "PARTIAL");
    type("highSchoolModality", "SPECIAL_COURSE");
    expect(document.querySelector("#f-highSchoolGrade")).toBeNull();
    expect(screen.getByLabelText(/Fecha de inicio del curso de preparatoria/)).toHaveAttribute(
      "type",
      "date",
    );
    type("highSchoolCourseDuration", "x".repeat(51));
    expect(field("highSchoolCourseDuration").value).toHaveLength(51);
    expect(errorOf("highSchoolCourseDuration")).toHaveTextContent("Longitud máxima de 50 caracteres");
    type("highSchoolModality", "SEMESTER");
    expect(document.querySelector("#f-highSchoolCourseDuration")).toBeNull();
    expect(field<HTMLSelectElement>("highSchoolGrade")).toBeInTheDocument();
  });

  it("asks each school level only after the previous one is accredited, and NO wipes what follows", async () => {
    fakeCareersApi();
    await openForm();
    expect(document.querySelector('input[name="juniorHighSchoolAccredited"]')).toBeNull();
    choose("elementarySchoolAccredited", "YES");
    choose("juniorHighSchoolAccredited", "YES");
    choose("highSchoolAccredited", "YES");
    type("highSchoolName", "CBTIS 41");
    expect(el<HTMLInputElement>("#f-highSchoolName").value).toBe("CBTIS 41");
    choose("elementarySchoolAccredited", "NO");
    expect(document.querySelector('input[name="juniorHighSchoolAccredited"]')).toBeNull();
    choose("elementarySchoolAccredited", "YES");
    expect(el<HTMLInputElement>('input[name="juniorHighSchoolAccredited"][value="YES"]').checked).toBe(false);
  });

  it("hides the work history for a first job and shows three entries otherwise", async () => {
    fakeCareersApi();
    await openForm();
    choose("isFirstJob", "false");
    expect(screen.getAllByRole("group", { name: /^Empleo \d$/ })).toHaveLength(3);
    choose("isFirstJob", "true");
    expect(screen.queryAllByRole("group", { name: /^Empleo \d$/ })).toHaveLength(0);
  });

  it("asks the driver licence document for a driver vacancy, and INE both sides as two files", async () => {
    fakeCareersApi();
    await openForm();
    expect(screen.getByLabelText("Licencia de manejo")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Tipo de identificación"), { target: { value: "INE" } });
    fireEvent.click(screen.getByLabelText("Ambos lados en dos archivos"));
    expect(screen.getByLabelText("Identificación: frente")).toBeInTheDocument();
    expect(screen.getByLabelText("Identificación: reverso")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Tipo de identificación"), { target: { value: "PASSPORT" } });
    expect(screen.queryByLabelText("Identificación: reverso")).not.toBeInTheDocument();
  });

  it("refuses a file over 2 MB or of another kind with the spec's message", async () => {
    fakeCareersApi();
    await openForm();
    const big = new File([new Uint8Array(2_097_152)], "curp.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("CURP"), { target: { files: [big] } });
    expect(screen.getByText("El archivo pesa más de 2MB")).toBeInTheDocument();
    const png = new File([new Uint8Array(10)], "rfc.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("RFC"), { target: { files: [png] } });
    expect(screen.getByText("Solo se aceptan archivos JPG o PDF")).toBeInTheDocument();
  });

  it("sends the cleaned application with the captcha, then its documents with its token, then shows job details", async () => {
    const calls = fakeCareersApi();
    await openForm();
    fillComplete();
    const ine = new File([new Uint8Array([0xff, 0xd8, 0xff])], "ine.jpg", { type: "image/jpeg" });
    fireEvent.change(screen.getByLabelText("Tipo de identificación"), { target: { value: "INE" } });
    fireEvent.click(screen.getByLabelText("Ambos lados en dos archivos"));
    fireEvent.change(screen.getByLabelText("Identificación: frente"), { target: { files: [ine] } });
    fireEvent.change(screen.getByLabelText("Identificación: reverso"), { target: { files: [ine] } });
    await solveCaptcha("solution-xyz");
    fireEvent.click(send());

    expect(await screen.findByRole("link", { name: "Postularme" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Chofer de pipa de agua" })).toBeInTheDocument();
    expect(screen.getByText("Solicitud enviada", { selector: "p" })).toHaveAttribute("role", "status");
    const [application] = posted(calls, "/api/core/job-application");
    expect(application?.headers.get("X-Altcha-Payload")).toBe("solution-xyz");
    expect(application?.body).toMatchObject({
      jobPostId: 7,
      applicantName: "María Luisa",
      phoneNumber: "(646) 123-4567",
      hobbies: "<b>Leer</b>",
      availabilityDate: "2027-03-10",
      creditorName: "Fonacot, Infonavit",
      childrenAges: "3,7",
      alternativeApplication: "NURSING_TECHNICIAN,COOK",
      applicantHistory: [],
      juniorHighSchoolName: null,
      driverLicenseType: null,
      captchaVerified: true,
      personalReferences: [{ name: "Juan López", phoneNumber: "(646) 111-2222", relationship: "Amigo" }],
    });
    const [files] = posted(calls, "/api/core/job-application/app-1/files");
    expect(files?.headers.get("Authorization")).toBe("Bearer upload-token-1");
    const form = files?.body as FormData;
    expect(form.getAll("identification")).toHaveLength(2);
    expect(form.get("identificationType")).toBe("INE");
    expect(form.get("identificationUploadMode")).toBe("BOTH_SIDES");
  });

  it("still lands on job details when the documents fail, saying so", async () => {
    fakeCareersApi({ filesStatus: 500 });
    await openForm();
    fillComplete();
    await solveCaptcha();
    fireEvent.click(send());
    expect(await screen.findByRole("link", { name: "Postularme" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Ocurrió un error al enviar los documentos de solicitud",
    );
  });

  it("stays on the form when the application is refused, asking for a new captcha", async () => {
    fakeCareersApi({ applicationStatus: 500 });
    await openForm();
    fillComplete();
    await solveCaptcha();
    fireEvent.click(send());
    expect(await screen.findByText("Ocurrió un error, inténtelo nuevamente")).toBeInTheDocument();
    expect(send()).toHaveAttribute("aria-disabled", "true");
  });

  it("asks before leaving a touched form: 'Formulario incompleto'", async () => {
    fakeCareersApi();
    await openForm();
    type("applicantName", "Ana");
    fireEvent.click(screen.getByRole("link", { name: "Regresar" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Formulario incompleto" });
    expect(dialog).toHaveTextContent(
      "¿Deseas salir del formulario de solicitud? Se perderán todos los datos",
    );
    fireEvent.click(screen.getByRole("button", { name: "Salir y perder los cambios" }));
    expect(await screen.findByRole("link", { name: "Postularme" })).toBeInTheDocument();
  });

  it("lets an untouched form go without asking", async () => {
    fakeCareersApi();
    await openForm();
    fireEvent.click(screen.getByRole("link", { name: "Regresar" }));
    expect(await screen.findByRole("link", { name: "Postularme" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
