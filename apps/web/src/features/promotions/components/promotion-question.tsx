import { ARRIVAL_WINDOWS } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { formatMoney } from "@park/domain/money.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { QuestionDialog } from "../../../shared/overlays/question-dialog.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import type { PromotionQuestion as Question } from "../hooks/use-promotions.ts";

interface PromotionQuestionProps {
  question: Question | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The change-dates modal or the cancel-promotion modal, whichever the box is asking (000 §2 Other modals). */
export function PromotionQuestion({ question, onConfirm, onClose }: PromotionQuestionProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  if (question === null) return null;
  if (question.kind === "move_visit") {
    const { visit, totals } = question;
    const hours = ARRIVAL_WINDOWS[visit.arrivalTime];
    const arrival = t(visit.arrivalTime === "DAY" ? "promotions.arrivalDay" : "promotions.arrivalNight", {
      from: formatClock(hours.from),
      to: formatClock(hours.to),
    });
    const sameDay = visit.arrivalDate === visit.departureDate;
    return (
      <QuestionDialog
        long
        open
        title={t("promotions.changeDatesTitle")}
        confirmLabel={t("promotions.changeDatesAccept")}
        cancelLabel={t("promotions.keepVisit")}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        <p>{t("promotions.changeDatesText", { code: question.code })}</p>
        <p className="font-semibold text-forest-900">
          {formatVisitDate(visit.arrivalDate, language)}
          {sameDay ? "" : ` – ${formatVisitDate(visit.departureDate, language)}`}, {arrival}
        </p>
        {/* Issue 30: the visitor sees what the visit costs now and after the change before accepting. */}
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>{t("promotions.totalNow")}</dt>
          <dd className="text-end tabular-nums">{formatMoney(totals.before)}</dd>
          <dt className="font-semibold text-forest-900">{t("promotions.totalAfterChange")}</dt>
          <dd className="text-end font-semibold tabular-nums text-forest-900">{formatMoney(totals.after)}</dd>
        </dl>
      </QuestionDialog>
    );
  }
  const message = {
    cancel_3x2_for_code: "cancel3x2ForCode",
    cancel_code_for_3x2: "cancelCodeFor3x2",
    cancel_code_for_dates: "cancelCodeForDates",
  } as const;
  return (
    <QuestionDialog
      long
      open
      title={t("promotions.cancelPromotionTitle")}
      confirmLabel={t("promotions.cancelPromotionAccept")}
      cancelLabel={t("promotions.keepPromotion")}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t(`promotions.${message[question.kind]}`, { code: question.code })}</p>
    </QuestionDialog>
  );
}
