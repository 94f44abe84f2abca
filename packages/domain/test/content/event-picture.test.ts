import { describe, expect, it } from "vitest";
import { eventPictureIssue, MAX_EVENT_PICTURE_BYTES } from "../../src/content/event-picture.ts";

/** A PNG header of the given size, followed by `extra` bytes. */
function png(width: number, height: number, extra = 16): Uint8Array {
  const bytes = new Uint8Array(24 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("eventPictureIssue", () => {
  it("accepts a PNG by its content", () => {
    expect(eventPictureIssue(png(800, 600))).toBeNull();
  });

  it("refuses other files whatever they are called: JPEG, GIF, text, an empty file", () => {
    expect(eventPictureIssue(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]))).toBe(
      "file_type",
    );
    expect(eventPictureIssue(new TextEncoder().encode("GIF89a".padEnd(40, "x")))).toBe("file_type");
    expect(eventPictureIssue(new TextEncoder().encode("<svg onload=alert(1)>".padEnd(40, " ")))).toBe(
      "file_type",
    );
    expect(eventPictureIssue(new Uint8Array())).toBe("file_type");
  });

  it("refuses a PNG signature with an impossible size", () => {
    expect(eventPictureIssue(png(0, 600))).toBe("file_type");
    expect(eventPictureIssue(png(20_000, 600))).toBe("file_type");
  });

  it("refuses more than 2 MiB, and accepts exactly 2 MiB", () => {
    expect(MAX_EVENT_PICTURE_BYTES).toBe(2_097_152);
    expect(eventPictureIssue(png(800, 600, MAX_EVENT_PICTURE_BYTES - 24))).toBeNull();
    expect(eventPictureIssue(png(800, 600, MAX_EVENT_PICTURE_BYTES - 23))).toBe("file_too_large");
  });
});
