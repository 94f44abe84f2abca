import { activityName, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/activities.ts";

/** The card of an activity that lacks the data to be sold (000 §2): its name, what it is, coming soon. */
export function ComingSoonCard({ type }: { type: VisitActivityType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = activityName(type, language);
  return (
    <article aria-label={name} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-forest-900">{name}</h3>
        <span className="rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800">
          {t("activities.comingSoon")}
        </span>
      </div>
      <p className="mt-2 text-stone-700">{t(`activities.types.${type}.description`)}</p>
      <p className="mt-3 text-sm text-stone-700">{t("activities.comingSoonText")}</p>
    </article>
  );
}
