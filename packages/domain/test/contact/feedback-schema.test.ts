import { describe, expect, it } from "vitest";
import { FEEDBACK_SUBJECTS, feedbackSchema } from "../../src/contact/feedback-schema.ts";

const valid = {
  name: "  maría de la luz  ",
  email: " ana@example.com ",
  subject: 2,
  message: " ¿Hay cabañas? ",
};

function issues(input: unknown): Record<string, string> {
  const result = feedbackSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("feedbackSchema (001 §5 contact form)", () => {
  it("trims every text and capitalises the name", () => {
    expect(feedbackSchema.parse(valid)).toEqual({
      name: "María De La Luz",
      email: "ana@example.com",
      subject: 2,
      message: "¿Hay cabañas?",
    });
  });

  it("requires every field; blank texts count as empty", () => {
    expect(issues({ name: "   ", email: "", message: "\n" })).toEqual({
      name: "required",
      email: "required",
      subject: "required",
      message: "required",
    });
  });

  it("takes a name of 80 characters and refuses 81, counted after trimming", () => {
    expect(issues({ ...valid, name: ` ${"a".repeat(80)} ` })).toEqual({});
    expect(issues({ ...valid, name: "a".repeat(81) })).toEqual({ name: "too_long" });
  });

  it("takes an e-mail of 320 characters and refuses 321 and malformed ones", () => {
    const at320 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(63)}`;
    expect(at320).toHaveLength(320);
    expect(issues({ ...valid, email: at320 })).toEqual({});
    expect(issues({ ...valid, email: `${at320}f` })).toEqual({ email: "too_long" });
    expect(issues({ ...valid, email: "ana@" })).toEqual({ email: "invalid_email" });
  });

  it("takes a message of 1500 characters and refuses 1501", () => {
    expect(issues({ ...valid, message: "m".repeat(1500) })).toEqual({});
    expect(issues({ ...valid, message: "m".repeat(1501) })).toEqual({ message: "too_long" });
  });

  it("accepts exactly the six subject ids", () => {
    expect(FEEDBACK_SUBJECTS.map((subject) => subject.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(issues({ ...valid, subject: 6 })).toEqual({});
    expect(issues({ ...valid, subject: 7 })).toEqual({ subject: "invalid_value" });
    expect(issues({ ...valid, subject: "2" })).toEqual({ subject: "invalid_value" });
  });
});
