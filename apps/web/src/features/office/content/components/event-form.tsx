import { eventInputSchema } from "@park/domain/content/content-schemas.ts";
import { useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { type EventRequest, type OfficeEvent, saveEvent } from "../api/content-api.ts";
import type { ContentTexts } from "../content-texts.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { ContentForm } from "./content-form.tsx";

/** Adds an event (`editing` null) or changes one; the picture is required for a new event only. */
export function EventForm({
  editing,
  texts,
  onSaved,
  onCancel,
}: {
  editing: OfficeEvent | null;
  texts: ContentTexts;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = texts.events;
  const write = useOfficeWrite(contentKey("events"), (draft: EventRequest) =>
    saveEvent(editing?.id ?? null, draft),
  );
  return (
    <ContentForm
      title={editing ? t.editing(editing.nameEs) : t.new}
      schema={eventInputSchema}
      defaultValues={
        editing
          ? { nameEs: editing.nameEs, nameEn: editing.nameEn, date: editing.date, hour: editing.hour }
          : { nameEs: "", nameEn: "", date: "", hour: "" }
      }
      picture={{ label: t.picture, hint: editing ? t.pictureKeep : undefined, required: editing === null }}
      save={(values, picture) => write.mutateAsync(picture === undefined ? values : { ...values, picture })}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {({ input }) => (
        <>
          {input("nameEs", t.nameEs, { maxLength: 120 })}
          {input("nameEn", t.nameEn, { maxLength: 120 })}
          {input("date", t.date, { type: "date" })}
          {input("hour", t.hour, { type: "time" })}
        </>
      )}
    </ContentForm>
  );
}
