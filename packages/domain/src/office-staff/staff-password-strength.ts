import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as enDictionary, translations as enTexts } from "@zxcvbn-ts/language-en";
import { dictionary as esDictionary, translations as esTexts } from "@zxcvbn-ts/language-es-es";
import type { Language } from "../constants.ts";
import { type StaffPasswordIssue, staffPasswordIssue } from "./staff-password.ts";

/*
 * How hard a staff password is to guess (issue 31 item 4, decision 0047), estimated by zxcvbn-ts with the
 * common, English and Spanish dictionaries. This module is heavy (the dictionaries are megabytes): the API
 * imports it, the office loads it only on its password form. The API's answer is the one that counts.
 */

/**
 * zxcvbn's score a staff password needs: 3, "safely unguessable" (about 10^8 guesses or more), what the
 * estimator's authors suggest for accounts worth protecting. Guessing online is also capped by the sign-in
 * limits; 4 would refuse many passphrases people can remember.
 */
export const STAFF_PASSWORD_MIN_SCORE = 3;

/** Words anyone guessing a staff password of this park tries first, besides the member's own e-mail and name. */
export const PARK_PASSWORD_WORDS = [
  "ensenada",
  "ensenadapark",
  "parque",
  "park",
  "baja",
  "california",
  "campamento",
  "acuatico",
  "aventura",
  "oficina",
] as const;

/** zxcvbn's feedback keys, as its language packs translate them. */
type FeedbackTexts = { warnings: Record<string, string>; suggestions: Record<string, string> };
const FEEDBACK_TEXTS: Readonly<Record<Language, FeedbackTexts>> = { es: esTexts, en: enTexts };

/** Built on first use: ranking the dictionaries takes a moment, and most processes never need it. */
let estimator: ZxcvbnFactory | undefined;
function theEstimator(): ZxcvbnFactory {
  // No translations: the feedback comes as keys, translated per answer into the reader's language.
  estimator ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...enDictionary, ...esDictionary },
  });
  return estimator;
}

export type StaffPasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  /** zxcvbn's warning key ("similarToCommon"), or null. */
  warning: string | null;
  /** zxcvbn's suggestion keys ("anotherWord"). */
  suggestions: string[];
};

/**
 * The member's own words: the e-mail, its local part with and without its dots, and the name's words,
 * as a whole and joined ("ana.lopez@..." gives "ana.lopez", "analopez", "ana" and "lopez").
 */
function accountWords(account: { email: string; name: string }): string[] {
  const email = account.email.trim().toLowerCase();
  const localPart = email.split("@")[0] ?? "";
  const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const name = account.name.trim().toLowerCase();
  return [
    email,
    localPart,
    words(localPart).join(""),
    name,
    words(name).join(""),
    ...words(`${localPart} ${name}`),
  ].filter((word) => word.length > 1);
}

/** The estimate of a password for an account, the park's and the member's words counted as guessed first. */
export function staffPasswordStrength(
  password: string,
  account: { email: string; name: string },
): StaffPasswordStrength {
  const result = theEstimator().check(password, [...PARK_PASSWORD_WORDS, ...accountWords(account)]);
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}

/** A refused easy password's field message key: the estimator's warning and suggestions after colons. */
export type WeakStaffPasswordKey = `password_too_weak:${string}`;

const WEAK_PREFIX = "password_too_weak:";

/**
 * Why a new staff password is refused, or undefined when it is acceptable: the length and e-mail rules,
 * then the strength. A weak one answers "password_too_weak:<warning>:<suggestion>,<suggestion>", so the
 * message can tell, in the reader's language, what makes it easy to guess.
 */
export function staffPasswordRefusal(
  password: string,
  account: { email: string; name: string },
): StaffPasswordIssue | WeakStaffPasswordKey | undefined {
  const issue = staffPasswordIssue(password, account.email);
  if (issue) return issue;
  const strength = staffPasswordStrength(password, account);
  if (strength.score >= STAFF_PASSWORD_MIN_SCORE) return undefined;
  return `${WEAK_PREFIX}${strength.warning ?? ""}:${strength.suggestions.join(",")}`;
}

/**
 * What makes a refused password easy to guess and what to do, in the estimator's own words (zxcvbn's
 * translations, the library's texts rather than ours): the runtimes add it after their own sentence.
 */
export function strengthFeedbackText(
  strength: Omit<StaffPasswordStrength, "score">,
  language: Language,
): string {
  const texts = FEEDBACK_TEXTS[language];
  const warning = strength.warning ? texts.warnings[strength.warning] : undefined;
  const suggestions = strength.suggestions.map((key) => texts.suggestions[key]);
  return [warning, ...suggestions]
    .filter((text): text is string => typeof text === "string" && text !== "")
    .map((text) => (/[.!?]$/.test(text) ? text : `${text}.`))
    .join(" ");
}

/** A refused password's code and, for an easy one, the estimator's feedback the refusal carries. */
export type StaffPasswordRefusal =
  | { code: StaffPasswordIssue }
  | { code: "password_too_weak"; feedback: Omit<StaffPasswordStrength, "score"> };

const ISSUES: readonly string[] = ["password_too_short", "password_too_long", "password_is_email"];

function isStaffPasswordIssue(key: string): key is StaffPasswordIssue {
  return ISSUES.includes(key);
}

/**
 * A password refusal key (staffPasswordRefusal) read back as its code and feedback, for the runtime that
 * words it; undefined for a key that is not a password refusal.
 */
export function readStaffPasswordRefusal(key: string): StaffPasswordRefusal | undefined {
  if (key.startsWith(WEAK_PREFIX)) {
    const [warning = "", suggestions = ""] = key.slice(WEAK_PREFIX.length).split(":");
    return {
      code: "password_too_weak",
      feedback: { warning: warning || null, suggestions: suggestions ? suggestions.split(",") : [] },
    };
  }
  return isStaffPasswordIssue(key) ? { code: key } : undefined;
}

/** A refusal in words: the runtime's sentence for its code, then, for an easy password, the estimator's advice. */
export function withStrengthFeedback(
  sentence: string,
  refusal: StaffPasswordRefusal,
  language: Language,
): string {
  if (refusal.code !== "password_too_weak") return sentence;
  return [sentence, strengthFeedbackText(refusal.feedback, language)].filter(Boolean).join(". ");
}
