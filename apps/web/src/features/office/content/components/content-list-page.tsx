import type { AuditEntityType } from "@park/domain/office-staff/audit-entities.ts";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import {
  BUTTON_CLASSES,
  ConfirmDialog,
  SECONDARY_BUTTON_CLASSES,
  Status,
} from "../../shell/components/office-controls.tsx";
import { QueryState } from "../../shell/components/query-state.tsx";
import { useOfficeQuery, useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { type ContentKind, contentKey } from "../hooks/content-queries.ts";
import { refusalOf } from "../hooks/refusal.ts";

/** What the list shows of every item, whatever its kind. */
export type ListedItem = { key: string | number; name: string; auditType: AuditEntityType };

/** An item's picture in the list, at the size every list shows it. */
export function ItemPicture({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={96} height={96} className="size-24 rounded object-cover" />;
}

/** Runs an item's action (delete, close, reopen): the list read again, then its notice. */
export type RunAction = (action: () => Promise<unknown>, done: string) => void;

/**
 * The frame of an office content page (events, promotions, vacancies): the title, the form to add or
 * change one item, the notice of the last action, the list with each item's history and its edit button,
 * and one action that asks first (delete, or close a vacancy). Each page gives what differs: its texts,
 * calls, form, the lines and picture of an item and its further actions.
 */
export function ContentListPage<T>(props: {
  /** The key of its texts (title, new, list, empty) in the office catalogue. */
  kind: string;
  area: ContentKind;
  fetchItems: (signal: AbortSignal) => Promise<T[]>;
  listed: (item: T) => ListedItem;
  form: (editing: T | null, onCancel: () => void, onSaved: () => void) => ReactNode;
  /** The item's picture and lines; `version` changes with every write, so a changed picture is fetched. */
  body: (item: T, version: number) => { picture?: ReactNode; lines: ReactNode };
  /** The buttons after "edit": `ask` opens the confirmation of `confirmed` for the item. */
  actions: (item: T, ask: () => void, run: RunAction) => ReactNode;
  confirmed: {
    label: string;
    question: (item: T) => string;
    run: (item: T) => Promise<unknown>;
    done: string;
  };
}) {
  const { kind, listed, body, confirmed } = props;
  const { t } = useTranslation();
  const listId = useId();
  const items = useOfficeQuery(contentKey(props.area), props.fetchItems);
  const action = useOfficeWrite(contentKey(props.area), (run: () => Promise<unknown>) => run());
  const [form, setForm] = useState<{ editing: T | null } | null>(null);
  const [asking, setAsking] = useState<T | null>(null);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [version, setVersion] = useState(0);

  function written(text: string) {
    setNotice({ kind: "ok", text });
    setVersion((value) => value + 1);
  }

  const run: RunAction = (write, done) => {
    setAsking(null);
    action.mutateAsync(write).then(
      () => written(done),
      (error: unknown) => setNotice({ kind: "error", text: refusalOf(error, t).message }),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{t(`${kind}.title`)}</h1>
      {form ? (
        props.form(
          form.editing,
          () => setForm(null),
          () => {
            setForm(null);
            written(t("office.content.saved"));
          },
        )
      ) : (
        <div>
          <button type="button" className={BUTTON_CLASSES} onClick={() => setForm({ editing: null })}>
            {t(`${kind}.new`)}
          </button>
        </div>
      )}
      <div aria-live="polite">{notice && <Status kind={notice.kind} text={notice.text} />}</div>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="text-xl font-bold text-gray-900">
          {t(`${kind}.list`)}
        </h2>
        <QueryState query={items}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-gray-800">{t(`${kind}.empty`)}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {list.map((item) => {
                  const { key, name, auditType } = listed(item);
                  const { picture, lines } = body(item, version);
                  return (
                    <li
                      key={key}
                      className="flex flex-wrap items-start gap-4 rounded border border-gray-300 p-3"
                    >
                      {picture}
                      <div className="min-w-0 flex-1">
                        {lines}
                        <details className="mt-1">
                          <summary className="cursor-pointer text-sm font-semibold text-gray-900">
                            {t("office.content.history")}
                          </summary>
                          <AuditTrail entityType={auditType} entityId={String(key)} />
                        </details>
                      </div>
                      <div className="flex gap-2">
                        <button
                          type="button"
                          className={SECONDARY_BUTTON_CLASSES}
                          onClick={() => setForm({ editing: item })}
                          aria-label={`${t("office.content.edit")}: ${name}`}
                        >
                          {t("office.content.edit")}
                        </button>
                        {props.actions(item, () => setAsking(item), run)}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryState>
      </section>
      <ConfirmDialog
        open={asking !== null}
        title={t("office.content.confirmTitle")}
        question={asking ? confirmed.question(asking) : ""}
        confirmLabel={confirmed.label}
        cancelLabel={t("office.content.cancel")}
        onConfirm={() => asking && run(() => confirmed.run(asking), confirmed.done)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
