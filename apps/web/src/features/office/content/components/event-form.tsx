import { eventInputSchema } from "@park/domain/content/content-schemas.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { type EventRequest, type OfficeEvent, saveEvent } from "../api/content-api.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { ContentForm } from "./content-form.tsx";

/** Adds an event (`editing` null) or changes one; the picture is required for a new event only. */
export function EventForm({
  editing,
  t,
  onSaved,
  onCancel,
}: {
  editing: OfficeEvent | null;
  t: TFunction;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const write = useOfficeWrite(contentKey("events"), (draft: EventRequest) =>
    saveEvent(editing?.id ?? null, draft),
  );
  return (
    <ContentForm
      title={
        editing
          ? t("office.content.events.editing", { name: editing.nameEs })
          : t("office.content.events.new")
      }
      schema={eventInputSchema}
      defaultValues={
        editing
          ? { nameEs: editing.nameEs, nameEn: editing.nameEn, date: editing.date, hour: editing.hour }
          : { nameEs: "", nameEn: "", date: "", hour: "" }
      }
      picture={{
        label: t("office.content.events.picture"),
        hint: editing ? t("office.content.events.pictureKeep") : undefined,
        required: editing === null,
      }}
      save={(values, picture) => write.mutateAsync(picture === undefined ? values : { ...values, picture })}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {({ input }) => (
        <>
          {input("nameEs", t("office.content.events.nameEs"), { maxLength: 120 })}
          {input("nameEn", t("office.content.events.nameEn"), { maxLength: 120 })}
          {input("date", t("office.content.events.date"), { type: "date" })}
          {input("hour", t("office.content.events.hour"), { type: "time" })}
        </>
      )}
    </ContentForm>
  );
}
