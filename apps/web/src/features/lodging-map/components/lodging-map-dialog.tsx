import { type LodgingKind, SMALL_TIPI } from "@park/domain/constants.ts";
import { LODGING_COUNT_FIELD } from "@park/domain/pricing/product-counts.ts";
import { smallTipiWarning } from "@park/domain/quote/persons-rules.ts";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type ReactNode, useCallback } from "react";
import { withQueryClient } from "../../../shared/api/query-provider.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { CloseIcon } from "../../../shared/ui/icons.tsx";
import { useReturnFocus } from "../../../shared/ui/use-return-focus.ts";
import { useQuoteStore, useQuoteView, useServerQuote } from "../../quote/hooks/use-quote-store.ts";
import { quoteMessage } from "../../quote/quote-message.ts";
import { heldUnitIds } from "../../quote/quote-units.ts";
import { useAvailableStays } from "../api/available-stays.ts";
import { fetchLostStays, LOST_STAYS_QUERY_ROOT } from "../api/lost-stays.ts";
import { useMapChoice } from "../hooks/use-map-choice.ts";
import { chosenNames, kindIsFull, type MapUnit } from "../unit-selection.ts";
import { LodgingMapCanvas } from "./lodging-map-canvas.tsx";
import { MapLegend } from "./map-legend.tsx";
import "../../../shared/i18n/commerce/lodgingMap.ts";

interface LodgingMapDialogProps {
  kind: LodgingKind;
  onClose: () => void;
}

const buttonBase =
  "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The lodging map of one kind (000 §2 Other modals: pick tepee/cabin/villa/superior cabin). Loaded on first
 * use; opened with openLodgingMap(kind) (shared/overlays) from the cart and the drawer.
 */
function LodgingMapDialog({ kind, onClose }: LodgingMapDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  const { draft } = useQuoteView();
  const quantity = draft ? draft.products[LODGING_COUNT_FIELD[kind]] : 0;
  const departureDate = draft?.visit.departureDate ?? null;
  const availability = useAvailableStays(
    draft && departureDate
      ? { startDate: draft.visit.arrivalDate, endDate: departureDate, stayType: kind, quoteId: draft.id }
      : null,
  );

  let body: ReactNode;
  if (!draft || !departureDate) {
    body = <p className="rounded-lg bg-sand-100 px-4 py-3">{t("lodgingMap.needDates")}</p>;
  } else if (availability.isPending) {
    body = (
      <p role="status" aria-busy="true" className="py-16 text-center text-stone-700">
        {t("lodgingMap.loading")}
      </p>
    );
  } else if (availability.isError) {
    body = (
      <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
        <p>{t("lodgingMap.loadError")}</p>
        <button
          type="button"
          onClick={() => void availability.refetch()}
          className="mt-2 font-semibold underline underline-offset-2"
        >
          {t("lodgingMap.retry")}
        </button>
      </div>
    );
  } else {
    body = (
      <MapChoice
        kind={kind}
        quantity={quantity}
        units={availability.data}
        reloadUnits={async () => (await availability.refetch()).data ?? []}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-x-2 top-2 bottom-2 z-50 mx-auto flex max-w-5xl flex-col overflow-hidden rounded-2xl bg-white shadow-xl sm:inset-x-4 sm:top-6 sm:bottom-6"
        >
          <div className="flex items-start justify-between gap-3 border-b border-sand-200 px-4 py-3 sm:px-6">
            <Dialog.Title className="text-lg font-bold text-forest-900 sm:text-xl">
              {t(`lodgingMap.title.${kind}`)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("lodgingMap.close")}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col">{body}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface MapChoiceProps {
  kind: LodgingKind;
  quantity: number;
  units: readonly MapUnit[];
  reloadUnits: () => Promise<readonly MapUnit[]>;
  onClose: () => void;
}

/** The map once the availability is known: choice, messages and Save. */
function MapChoice({ kind, quantity, units, reloadUnits, onClose }: MapChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const store = useQuoteStore();
  const state = useQuoteView();
  const quote = useServerQuote();
  const queryClient = useQueryClient();
  const quoteId = state.draft?.id ?? null;
  const saved = quoteId === null ? state.pendingStays : heldUnitIds(quote, kind, units);

  const saveUnits = useCallback(
    async (stayIds: readonly string[]) => {
      if (quoteId === null) {
        // The quote is not on the server yet: the store sends the choice 1 s after creating it.
        store.setPendingStays(stayIds);
        return [];
      }
      // Queued behind any save of the quote; the answer replaces the cached quote.
      await store.saveReservations(stayIds);
      const notHeld = await store.trackRemoteActivity(() => fetchLostStays(quoteId, kind));
      void queryClient.invalidateQueries({ queryKey: [LOST_STAYS_QUERY_ROOT] });
      return notHeld;
    },
    [quoteId, store, kind, queryClient],
  );

  const choice = useMapChoice({ quantity, saved, units, reloadUnits, saveUnits, close: onClose });
  const full = kindIsFull(units);
  const persons = state.draft?.visit.numberOfPersons ?? 0;
  const tipiWarning = kind === "TIPI" && smallTipiWarning(persons, chosenNames(choice.selection, units));

  return (
    <>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-stone-700">
            {quantity > 0
              ? t("lodgingMap.instructions", { count: quantity })
              : t(`lodgingMap.viewOnly.${kind}`)}
          </p>
          {full && (
            <span className="rounded-full bg-red-700 px-3 py-1 text-sm font-bold uppercase tracking-wide text-white">
              {t("lodgingMap.full")}
            </span>
          )}
        </div>
        <div aria-live="polite" className="space-y-2">
          {quantity > 0 && (
            <p className="font-semibold text-forest-900">
              {t("lodgingMap.chosenCount", { chosen: choice.selection.length, count: quantity })}
            </p>
          )}
          {full && (
            <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
              {t(`lodgingMap.noAvailability.${kind}`)}
            </p>
          )}
          {tipiWarning && (
            <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
              {quoteMessage(t, language, "small_tipi_warning")}
            </p>
          )}
          {choice.phase === "saved" && (
            <p className="rounded-lg bg-forest-50 px-4 py-3 font-semibold text-forest-900">
              {t("lodgingMap.saved")}
            </p>
          )}
        </div>
        <div role="alert" className="empty:hidden">
          {choice.lostNames.length > 0 && (
            <p className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-200">
              {t("lodgingMap.lost", { unit: choice.lostNames.join(", ") })}
            </p>
          )}
          {choice.error && (
            <p className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-200">
              {choice.error}
            </p>
          )}
        </div>
        <MapLegend />
        <LodgingMapCanvas kind={kind} units={units} selection={choice.selection} onPick={choice.pick} />
        {kind === "TIPI" && (
          <p className="text-sm text-stone-700">
            {t("lodgingMap.smallTipiLegend", { unit: SMALL_TIPI.name, count: SMALL_TIPI.capacity })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 px-4 py-3 sm:px-6">
        <Dialog.Close className={`${buttonBase} text-forest-800 ring-1 ring-forest-700 hover:bg-forest-50`}>
          {t("lodgingMap.cancel")}
        </Dialog.Close>
        {quantity > 0 && (
          <button
            type="button"
            onClick={() => void choice.save()}
            disabled={!choice.canSave}
            aria-busy={choice.phase === "saving" || undefined}
            className={`${buttonBase} bg-forest-700 text-white hover:bg-forest-800`}
          >
            {choice.phase === "saving" ? t("lodgingMap.saving") : t("lodgingMap.save")}
          </button>
        )}
      </div>
    </>
  );
}

// Loaded lazily, with TanStack Query: see query-provider.tsx.
export default withQueryClient(LodgingMapDialog);
