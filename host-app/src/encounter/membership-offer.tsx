/** The membership offer a member who is not SVIP sees on "Match": the privilege table and the way to the purchase. */
import { Trans } from "@lingui/react/macro";
import { Dialog } from "../common/dialog.js";
import { PrivilegeTable } from "../common/privilege-table.js";

export function MembershipOffer({ onClose }: { onClose(): void }) {
  return (
    <Dialog title={<Trans>Matching is for SVIP members</Trans>} onClose={onClose} className="membership-offer">
      <p>
        <Trans>Become an SVIP member to meet someone new with a random match.</Trans>
      </p>
      <PrivilegeTable />
      <div className="dialog__actions">
        <a className="button button--primary" href="/account?index=1" onClick={onClose}>
          <Trans>Become SVIP</Trans>
        </a>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </Dialog>
  );
}
