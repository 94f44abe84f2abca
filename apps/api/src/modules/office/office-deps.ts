import type { Clock } from "@park/domain/dates.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import type { CatalogSnapshot } from "../catalog/snapshot/catalog-snapshot.ts";

/** What the office's areas are built from; app.payments and the mail drainers are on `app` already. */
export type OfficeDeps = { config: Config; db: Database; clock: Clock; catalog: CatalogSnapshot };
