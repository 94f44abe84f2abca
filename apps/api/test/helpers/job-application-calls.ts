import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FastifyInstance } from "fastify";
import { getJson, TODAY } from "./test-app.ts";

export type Challenge = Parameters<typeof solveChallenge>[0]["challenge"];

/** The seeded vacancies the application tests apply to: the water truck driver, and any other one. */
export async function seededVacancies(app: FastifyInstance): Promise<{ driver: number; other: number }> {
  const posts = await getJson<{ id: number; titleId: string }[]>(app, "/api/core/job-post/web");
  const driver = posts.body.find((post) => post.titleId === "WATER_PIPE_TRUCK_DRIVER");
  const other = posts.body.find((post) => post.titleId !== "WATER_PIPE_TRUCK_DRIVER");
  if (!driver || !other) throw new Error("the vacancies are not seeded");
  return { driver: driver.id, other: other.id };
}

/**
 * A complete first-job application for the water truck, as the web POSTs it (lists joined). The name
 * comes with the stray spaces and lower case a visitor types; the API cleans it to "María Luisa".
 */
export function firstJobApplication(
  jobPostId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    jobPostId,
    applicantName: " maría  luisa ",
    applicantFatherLastname: "pérez",
    applicantMotherLastname: null,
    birthDate: "2000-05-01",
    gender: "F",
    address: "Calle 1 #23",
    phoneNumber: "(646) 123-4567",
    municipality: "Ensenada",
    neighborhood: "Centro",
    nationality: "Mexicana",
    email: "maria@example.com",
    height: 1.6,
    weight: 60,
    maritalStatus: "SINGLE",
    hobbies: "Leer",
    elementarySchoolAccredited: "YES",
    elementarySchoolName: "Benito Juárez",
    elementarySchoolCertified: "YES",
    juniorHighSchoolAccredited: "NO",
    currentlyStudying: false,
    speaksEnglish: false,
    hasIllness: false,
    isFirstJob: true,
    applicantHistory: [],
    personalReferences: [{ name: "juan lópez", phoneNumber: "6461112222", relationship: "Amigo" }],
    hasVehicle: false,
    hasDriverLicense: true,
    driverLicenseType: "C",
    driverLicenseEmitter: "STATE",
    driverLicenseState: "Baja California",
    isPublicTransportUser: false,
    hasDebt: false,
    unionAffiliated: false,
    shirtSize: "M",
    dependantCount: 0,
    housemates: "Padres",
    hasChildren: false,
    hasLivedInUSA: false,
    yearsInEnsenada: 10,
    monthsInEnsenada: 2,
    availabilityDate: TODAY,
    isFormerEmployee: false,
    hasRelativeEmployee: false,
    hasExternalIncome: false,
    jobPostSource: "FACEBOOK",
    hasAlternativeApplication: false,
    alternativeApplication: "",
    captchaVerified: true,
    ...overrides,
  };
}

/** What the ALTCHA widget sends once it solved `challenge`: base64 JSON of the challenge and solution. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A fresh challenge from the API, asked from `remoteAddress` and solved as the browser would. */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress: string): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/core/job-application/captcha-challenge",
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`captcha challenge answered ${response.statusCode}`);
  return solveCaptcha(response.json<Challenge>());
}
