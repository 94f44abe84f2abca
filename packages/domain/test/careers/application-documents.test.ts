import { describe, expect, it } from "vitest";
import {
  checkDocumentFile,
  documentContentProblem,
  documentKindFromBytes,
  identificationFileCount,
  MAX_DOCUMENT_BYTES,
  namesWithReverseSuffix,
  uploadModesFor,
} from "../../src/careers/application-documents.ts";

describe("browser check of a document (001 §5)", () => {
  it.each([
    [{ name: "ine.jpg", size: 1000, type: "image/jpeg" }, null],
    [{ name: "INE.JPEG", size: 1000, type: "image/jpeg" }, null],
    [{ name: "curp.pdf", size: MAX_DOCUMENT_BYTES - 1, type: "application/pdf" }, null],
    [{ name: "curp.pdf", size: MAX_DOCUMENT_BYTES, type: "application/pdf" }, "file_too_large"],
    [{ name: "curp.png", size: 10, type: "image/png" }, "file_type"],
    [{ name: "virus.exe", size: 10, type: "application/x-msdownload" }, "file_type"],
    [{ name: "renamed.pdf", size: 10, type: "application/x-msdownload" }, "file_type"],
  ])("%j -> %s", (file, expected) => {
    expect(checkDocumentFile(file)).toBe(expected);
  });
  it("2 MB is 2,097,152 bytes", () => expect(MAX_DOCUMENT_BYTES).toBe(2 * 1024 * 1024));
});

describe("kind by the first bytes", () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], "jpg"],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], "pdf"],
    [[0x89, 0x50, 0x4e, 0x47], null],
    [[0x4d, 0x5a, 0x90, 0x00], null],
    [[0xff, 0xd8], null],
    [[], null],
  ])("%j -> %s", (bytes, expected) => {
    expect(documentKindFromBytes(new Uint8Array(bytes))).toBe(expected);
  });
});

describe("content against what the file claims (issue 30)", () => {
  const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
  const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  it.each([
    [{ name: "ine.jpg", type: "image/jpeg" }, JPEG, null],
    [{ name: "INE.JPEG", type: "" }, JPEG, null],
    [{ name: "curp.pdf", type: "application/pdf" }, PDF, null],
    [{ name: "scan", type: "application/pdf" }, PDF, null],
    [{ name: "foto.jpg", type: "image/jpeg" }, PNG, "upload_failed"],
    [{ name: "curp.pdf", type: "application/pdf" }, JPEG, "upload_failed"],
    [{ name: "cv.pdf", type: "application/pdf" }, [0x4d, 0x5a, 0x90, 0x00], "upload_failed"],
    [{ name: "vacio.jpg", type: "image/jpeg" }, [], "upload_failed"],
    [{ name: "foto.png", type: "image/png" }, PNG, "file_type"],
  ])("%j with %j -> %s", (file, bytes, expected) => {
    expect(documentContentProblem(file, new Uint8Array(bytes))).toBe(expected);
  });
});

describe("identification", () => {
  it("only the INE offers both sides", () => {
    expect(uploadModesFor("INE")).toEqual(["BOTH_SIDES", "ONE_SIDE"]);
    expect(uploadModesFor("PASSPORT")).toEqual(["ONE_SIDE"]);
    expect(uploadModesFor("MILITARY_ID")).toEqual(["ONE_SIDE"]);
  });
  it.each([
    ["INE", "BOTH_SIDES", 2],
    ["INE", "ONE_SIDE", 1],
    ["PASSPORT", "ONE_SIDE", 1],
  ] as const)("%s %s -> %i files", (type, mode, count) => {
    expect(identificationFileCount(type, mode)).toBe(count);
  });
});

describe("a repeated name gets the reverse suffix", () => {
  it.each([
    [
      ["ine.jpg", "curp.pdf"],
      ["ine.jpg", "curp.pdf"],
    ],
    [
      ["ine.jpg", "ine.jpg"],
      ["ine.jpg", "ine_reverse.jpg"],
    ],
    [
      ["ine.jpg", "INE.jpg", "ine.jpg"],
      ["ine.jpg", "INE_reverse.jpg", "ine_reverse_2.jpg"],
    ],
    [
      ["scan", "scan"],
      ["scan", "scan_reverse"],
    ],
  ])("%j -> %j", (names, expected) => {
    expect(namesWithReverseSuffix(names)).toEqual(expected);
  });
});
