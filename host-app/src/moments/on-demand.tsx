/**
 * The moment pages' dialogs that show only once the user asks for them (Delete, a burned moment's
 * recovery, the out-of-coins offer): their code, and the wallet's purchase dialog with its CSS, load
 * when one is first opened, not with the page (on /dynamicSquare that was six small chunks and a
 * stylesheet fetched with the feed).
 */
import { lazy, Suspense, type ComponentType } from "react";

/** `name` of the module `load` gives, loaded when first shown, showing nothing until then. */
function onDemand<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const Lazy = lazy(() => load().then((m) => ({ default: m[name] as ComponentType<object> })));
  return function OnDemand(props: object) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  } as M[K];
}

export const ConfirmDelete = onDemand(() => import("../common/confirm-dialog.js"), "ConfirmDelete");
export const OutOfCoinsDialog = onDemand(() => import("../wallet/out-of-coins-dialog.js"), "OutOfCoinsDialog");
export const BurnRecoveryConfirm = onDemand(() => import("./burn-recovery-confirm.js"), "BurnRecoveryConfirm");

