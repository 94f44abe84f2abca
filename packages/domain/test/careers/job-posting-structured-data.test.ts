import { describe, expect, it } from "vitest";
import {
  employmentTypesOf,
  jobPostingStructuredData,
} from "../../src/careers/job-posting-structured-data.ts";

const FACTS = {
  title: "Cocinero(a)",
  details: "Preparar los alimentos del restaurante.\n\nExperiencia de un año <mínimo>.",
  shiftTypes: "Turno Completo, Fin de Semana",
  postedAt: new Date("2026-11-02T16:00:00Z"),
  openUntil: null,
  url: "https://www.ensenadapark.com/careers/job-details/8",
  organization: { name: "Ensenada Park", url: "https://www.ensenadapark.com/" },
};

describe("a vacancy as a job posting (Google's JobPosting requirements)", () => {
  it("has every property Google requires: title, description, datePosted, hiringOrganization, jobLocation", () => {
    const posting = jobPostingStructuredData(FACTS);
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.title).toBe("Cocinero(a)");
    expect(posting.datePosted).toBe("2026-11-02");
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Ensenada Park",
      sameAs: "https://www.ensenadapark.com/",
    });
    // Google wants at least the locality, region and country of the job's place.
    expect(posting.jobLocation).toMatchObject({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Ensenada",
        addressRegion: "Baja California",
        addressCountry: "MX",
      },
    });
    expect(posting.url).toBe(FACTS.url);
  });

  it("describes the job in HTML, a paragraph per block of its details, with its text escaped", () => {
    expect(jobPostingStructuredData(FACTS).description).toBe(
      "<p>Preparar los alimentos del restaurante.</p><p>Experiencia de un año &lt;mínimo&gt;.</p>",
    );
    // A vacancy without details text is still described: by its title.
    expect(jobPostingStructuredData({ ...FACTS, details: null }).description).toBe("<p>Cocinero(a)</p>");
  });

  it("names the employment types of its shifts, and temporary as the spec labels every vacancy", () => {
    expect(jobPostingStructuredData(FACTS).employmentType).toEqual(["FULL_TIME", "PART_TIME", "TEMPORARY"]);
    expect(employmentTypesOf("Medio Turno")).toEqual(["PART_TIME", "TEMPORARY"]);
    expect(employmentTypesOf("Turno de Relevo, Medio Turno")).toEqual(["PART_TIME", "TEMPORARY"]);
    expect(employmentTypesOf("")).toEqual(["TEMPORARY"]);
  });

  it("gives no validThrough while the vacancy is open until staff close it", () => {
    expect(jobPostingStructuredData(FACTS)).not.toHaveProperty("validThrough");
  });

  it("ends at the close of its last day at the park when staff set one, in the park's offset of that day", () => {
    expect(jobPostingStructuredData({ ...FACTS, openUntil: "2026-12-31" }).validThrough).toBe(
      "2026-12-31T23:59:00-08:00",
    );
    expect(jobPostingStructuredData({ ...FACTS, openUntil: "2027-07-15" }).validThrough).toBe(
      "2027-07-15T23:59:00-07:00",
    );
  });
});
