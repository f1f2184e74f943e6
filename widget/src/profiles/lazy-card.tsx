/**
 * The profile card as the panel shows it: a screen opened far less often than a conversation, so it
 * waits for its own chunk like the rare modals (`ON_DEMAND` in vite.lib.config.ts).
 */
import { onDemand } from "../modals/on-demand.js";

export const ProfileCard = onDemand(() => import("./profile-card.js").then((m) => m.ProfileCard));
