import { useCallback, useEffect, useRef, useState } from "react";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";

type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type BarcodeDetectorConstructor = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

declare global {
  interface Window {
    /** The Shape Detection API: Chrome on Android and macOS have it; Chromium on Linux does not. */
    BarcodeDetector?: BarcodeDetectorConstructor;
  }
}

/** Reads one frame: the browser's detector where it reads QR codes, else jsQR (loaded only then). */
type FrameReader = (video: HTMLVideoElement) => Promise<string | undefined>;

/** Frames wider than this are scaled down before decoding: enough for a QR held at arm's length. */
const DECODE_WIDTH = 640;
const FRAME_INTERVAL_MS = 200;
/**
 * A code held in front of the camera is read many times a second: it counts again only once it has been
 * out of sight this long (the next visitor shows the same code, or the staff member scans it again).
 */
const OUT_OF_SIGHT_MS = 2_000;

function hasQrDetector(): Promise<boolean> {
  const Detector = window.BarcodeDetector;
  return Detector
    ? Detector.getSupportedFormats().then((formats) => formats.includes("qr_code"))
    : Promise.resolve(false);
}

/**
 * Loads jsQR when the browser cannot read QR codes itself. The page calls it when it opens, so the decoder
 * is there when the camera starts, also after the network went.
 */
export async function preloadQrDecoder(): Promise<void> {
  if (!(await hasQrDetector())) await import("jsqr");
}

async function frameReader(): Promise<FrameReader> {
  const Detector = window.BarcodeDetector;
  if (Detector && (await hasQrDetector())) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: "attemptBoth" })?.data;
  };
}

type CameraState = "off" | "starting" | "on" | "denied" | "unavailable" | "decoderFailed";

/** The camera and its QR reading; `onCode` gets each code read (the same one once per presentation). */
export function QrScanner({ t, onCode }: { t: TFunction; onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Whether the staff member turned the camera on; `state` says how that went. */
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<CameraState>("off");
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const start = useCallback(() => setWanted(true), []);
  const stop = useCallback(() => setWanted(false), []);

  useEffect(() => {
    if (!wanted) {
      setState("off");
      return;
    }
    setState("starting");
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let live = true;
    let last = { code: "", seenAt: 0 };

    async function run(): Promise<void> {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState("unavailable");
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch (error) {
        if (live)
          setState(
            error instanceof DOMException && error.name === "NotAllowedError" ? "denied" : "unavailable",
          );
        return;
      }
      const video = videoRef.current;
      if (!live || !video) return;
      video.srcObject = stream;
      await video.play();
      let read: FrameReader;
      try {
        read = await frameReader();
      } catch {
        if (live) setState("decoderFailed");
        return;
      }
      if (!live) return;
      setState("on");
      const tick = async () => {
        const code = await read(video).catch(() => undefined);
        const now = performance.now();
        if (code) {
          if (code !== last.code || now - last.seenAt > OUT_OF_SIGHT_MS) onCodeRef.current(code);
          last = { code, seenAt: now };
        }
        if (live) timer = window.setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    }

    void run();
    return () => {
      live = false;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [wanted]);

  const message =
    state === "starting"
      ? t("office.gate.camera.starting")
      : state === "on"
        ? t("office.gate.camera.scanning")
        : state === "off"
          ? undefined
          : t(`office.gate.camera.${state}`);

  return (
    <section aria-label={t("office.gate.camera.label")} className="flex flex-col gap-3">
      <div className="aspect-square w-full max-w-sm overflow-hidden rounded-xl bg-stone-900">
        <video
          ref={videoRef}
          className={state === "on" || state === "starting" ? "h-full w-full object-cover" : "hidden"}
          muted
          playsInline
          aria-label={t("office.gate.camera.label")}
        />
      </div>
      <button
        type="button"
        onClick={wanted ? stop : start}
        className={`w-fit rounded-lg px-4 py-2 font-semibold ${wanted ? "bg-stone-200" : "bg-forest-900 text-white"}`}
      >
        {wanted ? t("office.gate.camera.stop") : t("office.gate.camera.start")}
      </button>
      <p role="status" className="text-sm text-stone-700">
        {message}
      </p>
    </section>
  );
}
