// The partner page's own script: it asks its backend for the member's chat token and hands it to the
// panel. When the chat ends the session because it expired, it asks once for a fresh one; when the
// member opened the chat on another device, it says so instead (asking again would sign that one out).
const panel = document.querySelector("chat-panel");
const status = document.getElementById("chat-status");

// `refused`: the token the chat refused. The backend renews only that one, so the member's other tabs,
// which see the same token refused at the same moment, all end up with the same fresh token.
async function handOver(refused) {
  const url = refused ? `/chat-token?refused=${encodeURIComponent(refused)}` : "/chat-token";
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) {
    status.textContent = "The chat is not available right now.";
    return;
  }
  const { token } = await response.json();
  // Set the property once the element is defined, or the plain property would shadow its setter.
  await customElements.whenDefined("chat-panel");
  panel.token = token;
}

let renewed = false;
panel.addEventListener("chat-ready", () => {
  renewed = false;
  status.textContent = "";
});
panel.addEventListener("chat-logout", (event) => {
  const reason = event.detail?.reason;
  if (reason === "unauthorized" && !renewed) {
    renewed = true;
    void handOver(panel.token);
  } else if (reason === "conflict") {
    status.textContent = "Chat is open on another device.";
  }
});
void handOver(null);
