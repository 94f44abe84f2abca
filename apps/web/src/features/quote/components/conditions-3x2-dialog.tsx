import { usePromotionTexts } from "../promotion-texts.ts";
import { Conditions3x2List } from "./conditions-3x2-list.tsx";
import { PromotionDialog } from "./promotion-dialog.tsx";

interface Conditions3x2DialogProps {
  open: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** The 3x2 conditions modal (000 §2): the six numbered conditions, accepted before going to payment. */
export function Conditions3x2Dialog({ open, onAccept, onClose }: Conditions3x2DialogProps) {
  const { text } = usePromotionTexts();
  return (
    <PromotionDialog
      open={open}
      title={text("conditionsTitle")}
      confirmLabel={text("conditionsAccept")}
      cancelLabel={text("close")}
      onConfirm={onAccept}
      onClose={onClose}
    >
      <p>{text("conditionsIntro")}</p>
      <Conditions3x2List />
    </PromotionDialog>
  );
}
