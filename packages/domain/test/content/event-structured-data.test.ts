import { describe, expect, it } from "vitest";
import { eventStructuredData } from "../../src/content/event-structured-data.ts";

describe("the park's events as Google's event results read them (schema.org Event)", () => {
  const [winter, summer] = eventStructuredData(
    [
      { name: "Noche de fogata", date: "2026-12-12", hour: "19:00" },
      { name: "Concierto en el lago", date: "2027-07-03", hour: "20:30" },
    ],
    "https://www.ensenadapark.com/",
  );

  it("has the required name, startDate and location, one object per event", () => {
    expect(winter).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Noche de fogata",
      location: {
        "@type": "Place",
        name: "Ensenada Park",
        address: { addressLocality: "Ensenada", addressRegion: "Baja California", addressCountry: "MX" },
      },
    });
    expect(summer?.name).toBe("Concierto en el lago");
  });

  it("starts at the park's own time, with its offset of that day (winter and summer time)", () => {
    expect(winter?.startDate).toBe("2026-12-12T19:00:00-08:00");
    expect(summer?.startDate).toBe("2027-07-03T20:30:00-07:00");
  });

  it("is held at the park, as scheduled, organized by the park", () => {
    expect(winter).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      organizer: { "@type": "Organization", name: "Ensenada Park", url: "https://www.ensenadapark.com/" },
    });
  });
});
