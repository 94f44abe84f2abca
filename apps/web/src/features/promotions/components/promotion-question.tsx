import { ARRIVAL_WINDOWS } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { formatMoney } from "@park/domain/money.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { QuestionDialog } from "../../../shared/overlays/question-dialog.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import type { PromotionQuestion as Question } from "../hooks/use-promotions.ts";
import "../../../shared/i18n/commerce/promotions.ts";

interface PromotionQuestionProps {
  question: Question | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The change-dates modal or the cancel-promotion modal, whichever the box is asking (000 §2 Other modals). */
export function PromotionQuestion({ question, onConfirm, onClose }: PromotionQuestionProps) {
  const { t } = useTranslation();
  if (question === null) return null;
  const moving = question.kind === "move_visit";
  return (
    <QuestionDialog
      long
      open
      title={t(moving ? "promotions.changeDatesTitle" : "promotions.cancelPromotionTitle")}
      confirmLabel={t(moving ? "promotions.changeDatesAccept" : "promotions.cancelPromotionAccept")}
      cancelLabel={t(moving ? "promotions.keepVisit" : "promotions.keepPromotion")}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {question.kind === "move_visit" ? (
        <MoveVisitText question={question} />
      ) : (
        <p>{t(`promotions.${CANCEL_MESSAGES[question.kind]}`, { code: question.code })}</p>
      )}
    </QuestionDialog>
  );
}

const CANCEL_MESSAGES = {
  cancel_3x2_for_code: "cancel3x2ForCode",
  cancel_code_for_3x2: "cancelCodeFor3x2",
  cancel_code_for_dates: "cancelCodeForDates",
} as const;

/** The new dates the code moves the visit to, and what the visit costs now and after the change. */
function MoveVisitText({ question }: { question: Extract<Question, { kind: "move_visit" }> }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const { visit, totals } = question;
  const hours = ARRIVAL_WINDOWS[visit.arrivalTime];
  const arrival = t(visit.arrivalTime === "DAY" ? "promotions.arrivalDay" : "promotions.arrivalNight", {
    from: formatClock(hours.from),
    to: formatClock(hours.to),
  });
  const sameDay = visit.arrivalDate === visit.departureDate;
  return (
    <>
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
    </>
  );
}
