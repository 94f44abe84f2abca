import { eventPictureIssue } from "@park/domain/content/event-picture.ts";
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import type { DefaultValues, FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { contentFieldText } from "../../office-code-texts.ts";
import {
  BUTTON_CLASSES,
  INPUT_CLASSES,
  SECONDARY_BUTTON_CLASSES,
  Status,
} from "../../shell/components/office-controls.tsx";
import { readAsBase64 } from "../api/picture-file.ts";
import { useContentForm } from "../hooks/use-content-form.ts";

/** What an area's fields are drawn with: the form, each field's error, and a labelled input. */
export interface ContentFields<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  errorOf: (name: string) => string | undefined;
  input: (name: Path<Values>, label: string, attributes?: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
}

/** A PNG picture sent beside the fields; `required` for a new event. */
interface PictureSlot {
  label: string;
  hint: string | undefined;
  required: boolean;
}

/** A number box left empty is left out of the request (undefined): the schema and the server call it required. */
function numberOf(text: unknown): number | undefined {
  return typeof text === "string" && text.trim() === "" ? undefined : Number(text);
}

/**
 * The form of one event, promotion or vacancy: its title, the area's fields, an optional picture (judged
 * by its bytes as the API judges it, once the fields pass), save and cancel, and the form's message.
 */
export function ContentForm<Values extends FieldValues>(props: {
  title: string;
  schema: z.ZodMiniType<unknown, Values>;
  defaultValues: DefaultValues<Values>;
  picture?: PictureSlot;
  /** Sends the values (and the chosen picture in base64); it throws the API's refusal. */
  save: (values: Values, picture: string | undefined) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
  children: (fields: ContentFields<Values>) => ReactNode;
}) {
  const { picture, save, onSaved } = props;
  const language = useLanguage();
  const { form, errorOf, message, submit, t } = useContentForm(props.schema, props.defaultValues);
  const [file, setFile] = useState<File | null>(null);

  const onSubmit = submit(async (values) => {
    const issue = file
      ? eventPictureIssue(new Uint8Array(await file.arrayBuffer()))
      : picture?.required
        ? "picture_required"
        : null;
    if (issue) {
      return {
        fields: { picture: contentFieldText(issue, language) },
        message: t("office.content.checkFields"),
      };
    }
    await save(values, file ? await readAsBase64(file) : undefined);
    onSaved();
    return undefined;
  });

  const input: ContentFields<Values>["input"] = (name, label, attributes = {}) => (
    <Field look="office" label={label} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          {...attributes}
          {...form.register(name, attributes.type === "number" ? { setValueAs: numberOf } : {})}
          className={INPUT_CLASSES}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded border border-gray-300 p-4 sm:grid-cols-2"
    >
      <h2 className="text-xl font-bold text-gray-900 sm:col-span-2">{props.title}</h2>
      {props.children({ form, errorOf, input })}
      {picture ? (
        <div className="sm:col-span-2">
          <Field look="office" label={picture.label} error={errorOf("picture")} hint={picture.hint}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/png"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className={INPUT_CLASSES}
              />
            )}
          </Field>
        </div>
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className={BUTTON_CLASSES} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("office.content.saving") : t("office.content.save")}
        </button>
        <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={props.onCancel}>
          {t("office.content.cancel")}
        </button>
        <div aria-live="polite">{message && <Status kind="error" text={message} />}</div>
      </div>
    </form>
  );
}
