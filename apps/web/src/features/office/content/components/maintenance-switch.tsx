import { useId, useState } from "react";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import {
  BUTTON_CLASSES,
  ConfirmDialog,
  DANGER_BUTTON_CLASSES,
  Status,
} from "../../shell/components/office-controls.tsx";
import { useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { type OfficeMaintenance, setMaintenance } from "../api/content-api.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { refusalOf } from "../hooks/refusal.ts";

/** The maintenance page's switch, as the site page last read it; turning it on (which shuts visitors out) asks first. */
export function MaintenanceSwitch({ state, t }: { state: OfficeMaintenance; t: TFunction }) {
  const headingId = useId();
  const write = useOfficeWrite(contentKey("site"), setMaintenance);
  const [asking, setAsking] = useState(false);
  const busy = write.isPending;
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  async function change(on: boolean) {
    setAsking(false);
    setNotice(null);
    try {
      await write.mutateAsync(on);
      setNotice({ kind: "ok", text: t("office.content.saved") });
    } catch (error) {
      setNotice({ kind: "error", text: refusalOf(error, t).message });
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded border border-gray-300 p-4">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {t("office.content.site.maintenance")}
      </h2>
      <p className="mt-1 text-gray-800">{t("office.content.site.maintenanceHelp")}</p>
      <p className="mt-2 font-semibold text-gray-900">
        {state.switchedOn ? t("office.content.site.maintenanceOn") : t("office.content.site.maintenanceOff")}
      </p>
      {state.forcedBySetting && <p className="mt-1 text-red-800">{t("office.content.site.forced")}</p>}
      <div className="mt-3 flex items-center gap-3">
        {state.switchedOn ? (
          <button type="button" className={BUTTON_CLASSES} disabled={busy} onClick={() => void change(false)}>
            {t("office.content.site.turnOff")}
          </button>
        ) : (
          <button
            type="button"
            className={DANGER_BUTTON_CLASSES}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t("office.content.site.turnOn")}
          </button>
        )}
        <div aria-live="polite">{notice && <Status kind={notice.kind} text={notice.text} />}</div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t("office.content.confirmTitle")}
        question={t("office.content.site.confirmOn")}
        confirmLabel={t("office.content.site.turnOn")}
        cancelLabel={t("office.content.cancel")}
        onConfirm={() => void change(true)}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
