import { z } from "zod/mini";
import { type PreparedAnswer, prepareAnswer } from "../../../http/prepared-answer.ts";
import type { BannersRepository } from "./repository.ts";
import { type Banner, bannerSchema } from "./schemas.ts";

export type BannersService = ReturnType<typeof createBannersService>;

const bannersSchema = z.array(bannerSchema);

export function createBannersService(deps: { repository: BannersRepository }) {
  // Every page view asks for the banners, which rarely change: the answer is read each time (staff edit
  // the rows directly) but prepared (compressed, tagged) again only when its JSON differs.
  let last: { json: string; answer: PreparedAnswer } | undefined;

  async function all(): Promise<Banner[]> {
    const records = await deps.repository.all();
    return records.map(({ name, active, content, color }) => ({ name, active, content, color }));
  }

  return {
    /** Both banners, active or not (the web picks the one of the visitor's language), ready to send. */
    async answer(): Promise<PreparedAnswer> {
      const json = JSON.stringify(bannersSchema.parse(await all()));
      if (last?.json !== json) {
        last = { json, answer: prepareAnswer(json, { contentType: "application/json; charset=utf-8" }) };
      }
      return last.answer;
    },
  };
}
