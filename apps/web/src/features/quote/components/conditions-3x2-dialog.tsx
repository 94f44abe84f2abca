import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { QuestionDialog } from "../../../shared/overlays/question-dialog.tsx";
import { Conditions3x2List } from "./conditions-3x2-list.tsx";
import "../../../shared/i18n/commerce/promotions.ts";

interface Conditions3x2DialogProps {
  open: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** The 3x2 conditions modal (000 §2): the six numbered conditions, accepted before going to payment. */
export function Conditions3x2Dialog({ open, onAccept, onClose }: Conditions3x2DialogProps) {
  const { t } = useTranslation();
  return (
    <QuestionDialog
      long
      open={open}
      title={t("promotions.conditionsTitle")}
      confirmLabel={t("promotions.conditionsAccept")}
      cancelLabel={t("promotions.close")}
      onConfirm={onAccept}
      onClose={onClose}
    >
      <p>{t("promotions.conditionsIntro")}</p>
      <Conditions3x2List />
    </QuestionDialog>
  );
}
