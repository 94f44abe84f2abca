import { inflateSync } from "node:zlib";
import { weekday } from "@park/domain/dates.ts";
import { describe, expect, it } from "vitest";
import { EVENT_PICTURE_HEIGHT, EVENT_PICTURE_WIDTH } from "../../src/db/seed-data/event-pictures.ts";
import { buildEvents } from "../../src/db/seed-data/events.ts";
import { crc32, encodePng, PNG_SIGNATURE } from "../../src/db/seed-data/png.ts";

type Chunk = { type: string; data: Uint8Array; crcOk: boolean };

/** Splits a PNG into its chunks, checking each chunk's CRC. */
function readChunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crcOk =
      crc32(png.subarray(offset + 4, offset + 8 + length)) === view.getUint32(offset + 8 + length);
    chunks.push({ type, data, crcOk });
    offset += 12 + length;
  }
  return chunks;
}

function expectValidPng(png: Uint8Array, width: number, height: number): void {
  expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
  const chunks = readChunks(png);
  expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
  for (const chunk of chunks) expect(chunk.crcOk, chunk.type).toBe(true);
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset, 13);
  expect(header.getUint32(0)).toBe(width);
  expect(header.getUint32(4)).toBe(height);
  expect([...chunks[0]!.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data);
  expect(raw.length).toBe((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) expect(raw[y * (width * 3 + 1)]).toBe(0);
}

describe("crc32", () => {
  it("matches the standard check value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });
});

describe("encodePng", () => {
  it("encodes the given pixels losslessly", () => {
    const pixels = Uint8Array.from({ length: 4 * 3 * 3 }, (_, i) => (i * 37) % 256);
    const png = encodePng(4, 3, pixels);
    expectValidPng(png, 4, 3);
    const raw = inflateSync(readChunks(png)[1]!.data);
    for (let y = 0; y < 3; y++)
      expect([...raw.subarray(y * 13 + 1, y * 13 + 13)]).toEqual([...pixels.subarray(y * 12, y * 12 + 12)]);
  });

  it("refuses pixel data of the wrong size", () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
  });
});

describe("buildEvents", () => {
  const today = "2026-11-22";
  const events = buildEvents(today);

  it("gives three upcoming events in date order, named in both languages", () => {
    expect(events).toHaveLength(3);
    let previous = today;
    for (const event of events) {
      expect(event.date > previous).toBe(true);
      previous = event.date;
      expect(weekday(event.date)).toBe(6);
      expect(event.hour).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(event.name.es.length).toBeGreaterThan(0);
      expect(event.name.en.length).toBeGreaterThan(0);
    }
  });

  it("draws each event a distinct, valid 640x360 PNG picture", () => {
    for (const event of events) expectValidPng(event.picture, EVENT_PICTURE_WIDTH, EVENT_PICTURE_HEIGHT);
    const encoded = events.map((e) => Buffer.from(e.picture).toString("base64"));
    expect(new Set(encoded).size).toBe(3);
  });

  it("draws pictures with more than a flat colour", () => {
    for (const event of events) {
      const raw = inflateSync(readChunks(event.picture)[1]!.data);
      const colours = new Set<number>();
      for (let i = 1; i < raw.length; i += 997)
        colours.add((raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!);
      expect(colours.size).toBeGreaterThan(20);
    }
  });
});
