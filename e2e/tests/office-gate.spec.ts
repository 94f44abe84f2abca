import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, expect, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { axe } from "./axe.ts";
import { buyCampingVisit } from "./checkout-steps.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

/*
 * The gate on a phone (issue 14 item 7): a visit bought on the site, its confirmation's QR shown to the
 * camera (a video file made from the QR's modules, fed to Chromium's fake camera; headless Chromium on
 * Linux has no BarcodeDetector, so the page decodes with jsQR), scanned offline, synced when the network
 * returns, and scanned again; then, in English, another visit's code typed in and checked in once.
 *
 * The gate can only let a visit in on one of its days, and the shop sells a day ahead at least, so this
 * spec runs its own server twice on one data directory: on the pinned Sunday to buy, then on the visit's
 * day to scan (as the park's server would, the night between).
 */

// E2E_GATE_PORT lets a run on a shared machine pick a free port.
const PORT = Number(process.env.E2E_GATE_PORT ?? 3472);
const BASE = `http://127.0.0.1:${PORT}`;
const ARRIVAL = "2027-01-20";
const DEPARTURE = "2027-01-21";
const GATE = { email: "rosa.gate@e2e.test", name: "Rosa Gate", password: "gate e2e password 2027" };

/** The English gate, where a code is typed in (the camera is the Spanish phone's). */
const ENGLISH = {
  email: "E-mail",
  password: "Password",
  signIn: "Sign in",
  title: "Gate",
  code: "Visit code",
  checkIn: "Check in",
  result: "Scan result",
  mayEnter: "May enter",
  already: /^Already in: checked in at .+ by Rosa Gate$/,
  camping: "Camping",
  synced: "Every check-in is synced",
};

const TEXTS = {
  cameraOn: "Encender cámara",
  cameraOff: "Apagar cámara",
  mayEnterOffline: "Puede entrar (sin conexión: la entrada se enviará al volver la red)",
  already: "Ya entró: registrada a las 10:05 por Rosa Gate",
  offline: "Sin conexión",
  online: "En línea",
  oneWaiting: "1 entrada por sincronizar",
  synced: "Todas las entradas están sincronizadas",
  list: /Lista del .*: 2 visitas pagadas, leída a las 10:30/,
};

const dataDir = mkdtempSync(join(tmpdir(), "park-e2e-gate-"));
let server: ChildProcess | undefined;

async function startServer(clockNow: string): Promise<void> {
  const child = spawn("npm", ["run", "start", "-w", "apps/api"], {
    cwd: join(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLOCK_NOW: clockNow,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
    // Its own process group, so stopping it stops npm's child too.
    detached: true,
  });
  server = child;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const up = await fetch(`${BASE}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null) throw new Error(`the gate's server stopped: ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the gate's server did not start");
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/** The staff command, as the park's admin runs it; the password piped in (no default exists). */
function createGateAccount(): void {
  const result = spawnSync(
    "npm",
    [
      "run",
      "staff",
      "-w",
      "apps/api",
      "--",
      "create",
      "--email",
      GATE.email,
      "--role",
      "gate",
      "--name",
      GATE.name,
    ],
    {
      cwd: join(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      input: `${GATE.password}\n${GATE.password}\n`,
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`staff create failed: ${result.stderr}`);
}

/**
 * The QR of a visit code as Chromium's fake camera reads it: a Y4M file (4:2:0), a white 640x480 frame
 * with the code's modules drawn black, 8 pixels each, inside a quiet zone.
 */
function writeQrVideo(code: string, file: string): void {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: "M" });
  const [width, height, scale] = [640, 480, 8];
  const side = modules.size * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        luma.fill(
          0,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
}

async function signInAsGate(page: Page, language: "es" | "en" = "es"): Promise<void> {
  await page.goto("/office/gate");
  if (language === "en") {
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
  await page.getByLabel(language === "es" ? "Correo electrónico" : ENGLISH.email).fill(GATE.email);
  await page.getByLabel(language === "es" ? "Contraseña" : ENGLISH.password).fill(GATE.password);
  await page.getByRole("button", { name: language === "es" ? "Iniciar sesión" : ENGLISH.signIn }).click();
  await expect(page).toHaveURL(/\/office\/gate$/);
}

/** A camping visit for ARRIVAL bought through the site in a browser of its own; answers its code. */
async function buyVisit(shop: Browser): Promise<string> {
  const context = await shop.newContext({ baseURL: BASE, locale: "es-MX", timezoneId: "America/Tijuana" });
  const visitor = await context.newPage();
  const code = await buyCampingVisit(visitor, {
    language: "es",
    arrivalDate: ARRIVAL,
    departureDate: DEPARTURE,
  });
  await context.close();
  return code;
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the gate scans a confirmation's QR offline, syncs when the network returns, and warns on a second scan", async () => {
  test.setTimeout(240_000);
  const browsers: Browser[] = [];
  try {
    // 1. On the pinned Sunday, two visitors buy a camping visit each for a Wednesday in January.
    await startServer("2026-11-22T10:00:00-08:00");
    const shop = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    browsers.push(shop);
    const code = await buyVisit(shop);
    const typedCode = await buyVisit(shop);
    await shop.close();

    // 2. The park's admin makes the gate's account; the server comes back on the visit's day.
    await stopServer();
    createGateAccount();
    await startServer(`${ARRIVAL}T10:30:00-08:00`);

    // 3. The gate's phone: its camera sees the confirmation's QR.
    const video = join(dataDir, "qr.y4m");
    writeQrVideo(code, video);
    const phone = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    browsers.push(phone);
    const context = await phone.newContext({
      baseURL: BASE,
      locale: "es-MX",
      timezoneId: "America/Tijuana",
      viewport: { width: 412, height: 915 },
      permissions: ["camera"],
    });
    // The phone's clock on the visit's day, before the server's: the scan is not moved to the server's time.
    await context.clock.setFixedTime(new Date(`${ARRIVAL}T10:05:00-08:00`));
    const page = await context.newPage();
    await signInAsGate(page);
    // From here on, no error may reach the console (before, the shell's session probe answered 401).
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await expect(page.getByRole("heading", { level: 1, name: "Entrada" })).toBeVisible();
    await expect(page.getByText(TEXTS.list)).toBeVisible();
    await expectAxeClean(page);

    // 4. The network goes, and the page is even reloaded: it reopens from the gate's service worker (which
    // kept its files at the reload before) with the member remembered on the phone and the day's list.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(page.getByText(TEXTS.list)).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Entrada" })).toBeVisible();
    await expect(page.getByText(TEXTS.list)).toBeVisible();
    await expect(page.getByText(TEXTS.offline, { exact: true })).toBeVisible();
    // The reload's calls to the API could not leave the phone; nothing else may be logged.
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED")));
    await page.getByRole("button", { name: TEXTS.cameraOn }).click();
    await expect(page.getByText(TEXTS.mayEnterOffline)).toBeVisible({ timeout: 20_000 });
    const result = page.getByRole("region", { name: "Resultado del escaneo" });
    await expect(result.getByText(code, { exact: true })).toBeVisible();
    await expect(result.getByText("Ana Pérez", { exact: true })).toBeVisible();
    await expect(result.getByText("Campamento", { exact: true })).toBeVisible();
    await expect(result.getByText("Sin vehículo registrado", { exact: true })).toBeVisible();
    await expect(page.getByText(TEXTS.oneWaiting)).toBeVisible();
    await page.getByRole("button", { name: TEXTS.cameraOff }).click();

    // 5. The network returns: the queue is sent, and the server has the phone's scan time.
    await context.setOffline(false);
    await expect(page.getByText(TEXTS.online, { exact: true })).toBeVisible();
    await expect(page.getByText(TEXTS.synced)).toBeVisible({ timeout: 20_000 });
    const day = await page.request.get("/api/office/gate/visits");
    expect(day.ok()).toBe(true);
    const visits = (await day.json()).visits as {
      code: string;
      checkIn: { checkedInAt: string; by: string };
    }[];
    expect(visits.find((v) => v.code === code)?.checkIn).toEqual({
      checkedInAt: new Date(`${ARRIVAL}T10:05:00-08:00`).toISOString(),
      by: GATE.name,
    });

    // 6. The same QR again a quarter of an hour later: the gate warns with the time of the first scan. (At the
    // same instant it would warn too: on a tie the check-in the server recorded first stays.)
    await context.clock.setFixedTime(new Date(`${ARRIVAL}T10:20:00-08:00`));
    await page.getByRole("button", { name: TEXTS.cameraOn }).click();
    await expect(page.getByText(TEXTS.already)).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: TEXTS.cameraOff }).click();
    await expectAxeClean(page);
    expect(errors).toEqual([]);

    // 7. In English, on another phone without camera: the other visit's code typed in, checked in online;
    // typed again (the phone's clock unchanged, so the same instant), it is a repeat and the gate warns.
    const english = await phone.newContext({
      baseURL: BASE,
      locale: "en-US",
      timezoneId: "America/Tijuana",
      viewport: { width: 412, height: 915 },
    });
    await english.clock.setFixedTime(new Date(`${ARRIVAL}T10:40:00-08:00`));
    const desk = await english.newPage();
    await signInAsGate(desk, "en");
    await expect(desk.getByRole("heading", { level: 1, name: ENGLISH.title })).toBeVisible();
    await expect(desk.getByText(/List of .*: 2 paid visits, read at/)).toBeVisible();
    await expectAxeClean(desk);
    await desk.getByLabel(ENGLISH.code).fill(typedCode.toLowerCase());
    await desk.getByRole("button", { name: ENGLISH.checkIn }).click();
    const typedResult = desk.getByRole("region", { name: ENGLISH.result });
    await expect(typedResult.getByText(ENGLISH.mayEnter, { exact: true })).toBeVisible();
    await expect(typedResult.getByText(typedCode, { exact: true })).toBeVisible();
    await expect(typedResult.getByText(ENGLISH.camping, { exact: true })).toBeVisible();
    await expect(desk.getByText(ENGLISH.synced)).toBeVisible();
    await expectAxeClean(desk);
    await desk.getByLabel(ENGLISH.code).fill(typedCode);
    await desk.getByRole("button", { name: ENGLISH.checkIn }).click();
    await expect(typedResult.getByText(ENGLISH.already)).toBeVisible();
    await expectAxeClean(desk);
    await english.close();
  } finally {
    for (const browser of browsers) await browser.close();
  }
});
