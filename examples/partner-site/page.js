// The partner page's own script: it asks its backend for the member's chat token and hands it to the
// panel. When the chat ends the session because it expired, it asks once for a fresh one; when the
// member opened the chat on another device, it says so instead (asking again would sign that one out).
const panel = document.querySelector("chat-panel");
const status = document.getElementById("chat-status");

async function handOver(renew) {
  const response = await fetch(renew ? "/chat-token?renew=1" : "/chat-token", { credentials: "same-origin" });
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
    void handOver(true);
  } else if (reason === "conflict") {
    status.textContent = "Chat is open on another device.";
  }
});
void handOver(false);
