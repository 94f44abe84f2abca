import { activityName, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openedOnce } from "../../../shared/overlays/opened-once.tsx";
import type { ActivityInfoDialogProps } from "./activity-info-dialog-body.tsx";
import "../../../shared/i18n/commerce/activities.ts";

const InfoDialog = openedOnce<ActivityInfoDialogProps>(() => import("./activity-info-dialog-body.tsx"));

/** An activity card's more-information button and its dialog (activity-info-dialog-body.tsx), loaded apart. */
export function ActivityInfoDialog({ type }: { type: VisitActivityType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const name = activityName(type, language);
  return (
    <>
      {/* The visible words start the name (WCAG 2.5.3); the activity tells the four buttons apart. */}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${t("activities.moreInfo")}: ${name}`}
        className="text-sm font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-900"
        onClick={() => setOpen(true)}
      >
        {t("activities.moreInfo")}
      </button>
      <InfoDialog type={type} name={name} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
