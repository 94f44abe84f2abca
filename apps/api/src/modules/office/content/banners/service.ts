import type { Language } from "@park/domain/constants.ts";
import type { BannerInput } from "@park/domain/content/content-schemas.ts";
import type { OfficeBanner } from "@park/domain/content/office-content-dto.ts";
import type { Database } from "../../../../db/database.ts";
import { recordAudit } from "../../audit/audit-repository.ts";
import type { BannerName, BannerRow, OfficeBannersRepository } from "./repository.ts";

const NAME_OF: Record<Language, BannerName> = { es: "BANNER_ES", en: "BANNER_EN" };
const LANGUAGE_OF: Record<BannerName, Language> = { BANNER_ES: "es", BANNER_EN: "en" };

function toDto(row: BannerRow): OfficeBanner {
  return { language: LANGUAGE_OF[row.name], active: row.active, content: row.content, color: row.color };
}

export type OfficeBannersService = ReturnType<typeof createOfficeBannersService>;

/** The site's two banners (one per language) as the admin edits them; the visitor's call reads the same rows. */
export function createOfficeBannersService(deps: { db: Database; repository: OfficeBannersRepository }) {
  const { db, repository } = deps;
  return {
    async list(): Promise<OfficeBanner[]> {
      const rows = await repository.all();
      // Spanish first, as the site's default language.
      return rows.map(toDto).sort((a, b) => (a.language === b.language ? 0 : a.language === "es" ? -1 : 1));
    },

    /** Saves the banner of a language (its markdown already made safe by the schema), audited in the same transaction. */
    async save(staffId: string, language: Language, input: BannerInput): Promise<OfficeBanner> {
      const name = NAME_OF[language];
      return db.transaction(async (tx) => {
        const before = await repository.lock(tx, name);
        const after: BannerRow = { name, ...input };
        await repository.save(tx, after);
        await recordAudit(tx, {
          staffId,
          action: "banner.save",
          entityType: "banner",
          entityId: language,
          before: before ? toDto(before) : null,
          after: toDto(after),
        });
        return toDto(after);
      });
    },
  };
}
